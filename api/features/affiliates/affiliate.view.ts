import type { AffiliateDetailRow, AffiliateFields, AffiliateRow } from '../../../sql/repos/affiliates.repo';
import { toPayoutMethodView, type PayoutMethodView } from '../../payments/payout-method.view';
import { riskOf } from '../../fraud/fraud-rules';

/** The API's Affiliate object. */
export interface Affiliate extends Omit<AffiliateFields, 'risk_reasons'> {
  risk: { flagged: boolean; reasons: string[] };
  affiliate_user: { id: number; name: string; email: string; phone: string | null };
  referral_links_count?: number;
  payout_method?: PayoutMethodView | null;
}

export function toAffiliate(row: AffiliateRow): Affiliate {
  return {
    id: row.id,
    referral_code: row.referral_code,
    status: row.status,
    commission_rate: row.commission_rate,
    notes: row.notes,
    approved_at: row.approved_at,
    suspended_at: row.suspended_at,
    terminated_at: row.terminated_at,
    created_at: row.created_at,
    risk: riskOf(row.risk_reasons),
    affiliate_user: { id: row.user_id, name: row.user_name, email: row.user_email, phone: row.user_phone },
  };
}

/** The single-affiliate GET adds the count of its live referral links and its payout method. */
export function toAffiliateDetail(row: AffiliateDetailRow): Affiliate {
  return {
    ...toAffiliate(row),
    referral_links_count: row.referral_links_count,
    payout_method: row.payout_method
      ? toPayoutMethodView({
          method: row.payout_method,
          details_masked: row.payout_details_masked ?? {},
          updated_at: row.payout_method_updated_at ?? row.created_at,
        })
      : null,
  };
}

/** A rate for the commission endpoints and settings: a JSON number or null. */
export const rateNumber = (rate: string | null): number | null => (rate === null ? null : Number(rate));
