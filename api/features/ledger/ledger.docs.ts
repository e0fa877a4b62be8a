import { dateTime, int, moneyText, nullable, obj, page, pageOf, str, type OpDocs } from '../../http/op-docs';

/** A ledger entry (ledger-entry.view.ts, toLedgerEntry). */
export const LEDGER_ENTRY = obj({
  id: int,
  type: str,
  amount: moneyText,
  balance_after: moneyText,
  order_id: nullable(str),
  payout_id: nullable(int),
  memo: nullable(str),
  created_at: dateTime,
});
export const LEDGER_EXAMPLE = {
  id: 981,
  type: 'commission',
  amount: '6.13',
  balance_after: '148.20',
  order_id: 'ORD-10482',
  payout_id: null,
  memo: null,
  created_at: '2026-06-12T10:31:07.000Z',
};
/** An affiliate's balance (toBalance). */
export const BALANCE = obj({ balance: moneyText, pending: moneyText, paid: moneyText, in_payout: moneyText });
export const BALANCE_EXAMPLE = { balance: '148.20', pending: '36.75', paid: '410.00', in_payout: '50.00' };

export const docs: OpDocs = {
  'get /v1/affiliates/{id}/ledger': {
    summary: "An affiliate's ledger, newest first",
    description:
      'Every change to what the affiliate is owed: commission on approval, reversal on refund or cancel, payouts and their failure, manual adjustments; each with the balance after it. Paged.',
    data: page(LEDGER_ENTRY),
    example: pageOf([LEDGER_EXAMPLE]),
    message: 'Ledger retrieved successfully',
  },
  'get /v1/affiliates/{id}/balance': {
    summary: "An affiliate's balance: owed, pending, paid, in payout",
    description:
      'balance is what may be paid now (approved commission net of refunds, adjustments and payouts); pending is commission of orders not yet approved; in_payout is in pending payouts.',
    data: BALANCE,
    example: BALANCE_EXAMPLE,
    message: 'Balance retrieved successfully',
  },
  'post /v1/affiliates/{id}/adjustments': {
    summary: "Adjusts an affiliate's balance by hand",
    description:
      'A signed amount (not zero) in the business currency, with a memo; appended under the affiliate lock, so concurrent adjustments and payouts never overdraw the balance.',
    data: LEDGER_ENTRY,
    example: {
      ...LEDGER_EXAMPLE,
      type: 'adjustment',
      amount: '-12.50',
      balance_after: '135.70',
      order_id: null,
      memo: 'Returned goods, order ORD-10482',
    },
    message: 'Adjustment recorded',
    request: { amount: -12.5, memo: 'Returned goods, order ORD-10482' },
  },
};
