import { dateTime, int, nullable, num, obj, oneOf, page, pageOf, str, type OpDocs } from '../../http/op-docs';

/** The Payout object (payout.view.ts, toPayout). */
export const PAYOUT = obj({
  id: int,
  affiliate_id: int,
  affiliate_name: str,
  amount: num,
  currency: str,
  method: nullable(str),
  status: oneOf('pending', 'completed', 'failed'),
  reference: nullable(str),
  payout_run_id: nullable(int),
  paid_at: nullable(dateTime),
  created_at: dateTime,
});
export const PAYOUT_EXAMPLE = {
  id: 305,
  affiliate_id: 42,
  affiliate_name: 'Ada Lovelace',
  amount: 148.2,
  currency: 'USD',
  method: 'paypal',
  status: 'pending',
  reference: null,
  payout_run_id: null,
  paid_at: null,
  created_at: '2026-06-30T09:00:00.000Z',
};

export const docs: OpDocs = {
  'get /v1/payouts': {
    summary: "Lists the business's payouts",
    description: 'Paged, newest first; filtered by status and affiliate_id.',
    data: page(PAYOUT),
    example: pageOf([PAYOUT_EXAMPLE]),
    message: 'Payouts retrieved successfully',
  },
  'post /v1/payouts': {
    summary: 'Pays an affiliate (records a pending payout)',
    description:
      "amount > 0 and at most the affiliate's balance (422 on amount otherwise), in the business currency (another currency is 422). The ledger takes it at once; completing or failing it is a separate call. method: bank_transfer, paypal, wise, check or other.",
    data: PAYOUT,
    example: PAYOUT_EXAMPLE,
    message: 'Payout recorded successfully',
    request: {
      affiliate_id: 42,
      amount: 148.2,
      currency: 'USD',
      method: 'paypal',
      reference: 'June 2026',
    },
  },
  'post /v1/payouts/{id}/complete': {
    summary: 'Marks a payout paid',
    description:
      'pending → completed with paid_at; reference (the provider transaction id) kept. Any other status is 409 INVALID_STATUS.',
    data: PAYOUT,
    example: {
      ...PAYOUT_EXAMPLE,
      status: 'completed',
      reference: 'PAYPAL-5TY05013RG002845M',
      paid_at: '2026-07-01T08:15:00.000Z',
    },
    message: 'Payout completed successfully',
    request: { reference: 'PAYPAL-5TY05013RG002845M' },
  },
  'post /v1/payouts/{id}/fail': {
    summary: 'Marks a payout failed: the amount returns to the balance',
    description:
      'pending → failed; the ledger gives the amount back. Any other status is 409 INVALID_STATUS.',
    data: PAYOUT,
    example: { ...PAYOUT_EXAMPLE, status: 'failed' },
    message: 'Payout marked as failed',
  },
};
