import type { PayoutRunRow } from '../../../sql/repos/payout-runs.repo';

/** The API's PayoutRun object: money as exact 2-decimal strings, like the ledger's. */
export interface PayoutRun {
  id: number;
  status: string;
  currency: string;
  method: string | null;
  minimum: string;
  payout_count: number;
  total: string;
  skipped: { below_minimum: number; no_method: number };
  scheduled_for: string | null;
  reference: string | null;
  created_at: string;
  completed_at: string | null;
}

export function toPayoutRun(r: PayoutRunRow): PayoutRun {
  return {
    id: r.id,
    status: r.status,
    currency: r.currency,
    method: r.method,
    minimum: r.minimum,
    payout_count: r.payout_count,
    total: r.total,
    skipped: { below_minimum: r.skipped_below_minimum, no_method: r.skipped_no_method },
    scheduled_for: r.scheduled_for,
    reference: r.reference,
    created_at: r.created_at,
    completed_at: r.completed_at,
  };
}
