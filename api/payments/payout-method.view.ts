import type { PayoutMethodRow } from '../../sql/repos/payout-methods.repo';

/** `payout_method` of an affiliate's GET and of the portal's /me: the details masked. */
export interface PayoutMethodView {
  method: string;
  details: Record<string, string>;
  updated_at: string;
}

export function toPayoutMethodView(row: PayoutMethodRow): PayoutMethodView {
  return { method: row.method, details: row.details_masked, updated_at: row.updated_at };
}
