import { dateTime, int, moneyText, nullable, obj, page, pageOf, str, type OpDocs } from '../../http/op-docs';

/** The PayoutRun object (payout-run.view.ts, toPayoutRun). */
export const PAYOUT_RUN = obj({
  id: int,
  status: str,
  currency: str,
  method: nullable(str),
  minimum: moneyText,
  payout_count: int,
  total: moneyText,
  skipped: obj({ below_minimum: int, no_method: int }),
  scheduled_for: nullable(str),
  reference: nullable(str),
  created_at: dateTime,
  completed_at: nullable(dateTime),
});
const RUN_EXAMPLE = {
  id: 12,
  status: 'open',
  currency: 'EUR',
  method: 'bank_transfer',
  minimum: '50.00',
  payout_count: 14,
  total: '2318.40',
  skipped: { below_minimum: 5, no_method: 2 },
  scheduled_for: null,
  reference: null,
  created_at: '2026-07-01T06:00:00.000Z',
  completed_at: null,
};

export const docs: OpDocs = {
  'post /v1/payout-runs': {
    summary: 'Opens a payout run: one payout per affiliate owed at least the minimum',
    description:
      'Every active affiliate whose balance reaches minimum (default the business setting payout_minimum) and who has a payout method (of method, when given) gets a pending payout of the whole balance, in one transaction; skipped counts those below the minimum or without a method.',
    data: PAYOUT_RUN,
    example: RUN_EXAMPLE,
    request: { method: 'bank_transfer', minimum: 50 },
  },
  'get /v1/payout-runs': {
    summary: 'Lists payout runs, newest first',
    description: 'Paged (per_page up to 100, default 25).',
    data: page(PAYOUT_RUN),
    example: pageOf([RUN_EXAMPLE]),
  },
  'get /v1/payout-runs/{id}': {
    summary: 'One payout run with its totals',
    description: 'A run of another business is 404.',
    data: PAYOUT_RUN,
    example: RUN_EXAMPLE,
  },
  'get /v1/payout-runs/{id}/file': {
    summary: "The run's provider upload file: PayPal, Wise or SEPA",
    description:
      "format=paypal (PayPal Payouts CSV), wise (Wise batch CSV) or sepa (pain.001.001.03 XML, needing the business setting payout_debtor). Holds the run's payouts of that method with their details unmasked; an affiliate whose details the format cannot use is 422 naming it.",
  },
  'post /v1/payout-runs/{id}/complete': {
    summary: 'Completes a run: every pending payout in it is paid',
    description:
      'open → completed; its pending payouts become completed with reference. A completed run is 409 INVALID_STATUS.',
    data: PAYOUT_RUN,
    example: {
      ...RUN_EXAMPLE,
      status: 'completed',
      reference: 'SEPA-2026-07-01',
      completed_at: '2026-07-01T10:00:00.000Z',
    },
    request: { reference: 'SEPA-2026-07-01' },
  },
};
