import type { Deps } from '../../deps';
import { previewCommission } from '../../commission/resolve-commission';
import type { CommissionResult } from '../../domain/commission';
import { money } from '../../domain/money';
import { NotFoundError, ValidationError } from '../../errors';
import { dateToIso } from '../../../sql/timestamps';
import type { AttributableAffiliate } from '../../../sql/repos/attribution.repo';
import { renewalOf, type AttributionMethod } from '../../commission/attribution';
import type { PreviewQuery } from './commissions.schemas';

export interface CommissionPreview {
  rate: string;
  source: CommissionResult['source'];
  rule_id: number | null;
  tier_id: number | null;
  commission_amount: string;
  /** Which attribution step credited the conversion: `subscription`, `click`, `coupon`, `referral_code` or `direct`. */
  attribution: AttributionMethod;
  /** Whom it credited (null when direct). */
  affiliate_id: number | null;
  link_id: number | null;
}

interface Credit {
  attribution: AttributionMethod;
  affiliate: AttributableAffiliate | null;
  linkId: number | null;
  recurringRate?: string | null;
}

/**
 * The attribution steps a preview can take, first match wins as in recording: a bound
 * subscription (0), affiliate_id with link_id as a click through that link (1), a live coupon
 * (2), affiliate_id alone as its referral code (3); else direct.
 */
async function previewCredit(deps: Deps, businessId: number, q: PreviewQuery, now: string): Promise<Credit> {
  const status =
    q.affiliate_id === undefined
      ? null
      : await deps.db.commission.affiliateStatus(businessId, q.affiliate_id);
  if (q.affiliate_id !== undefined && status === null) throw new NotFoundError('Affiliate not found');
  const linkId = q.link_id ?? null;
  if (linkId !== null) {
    const owner = await deps.db.commission.linkOwner(businessId, linkId);
    if (owner === null) throw new NotFoundError('Referral link not found');
    if (owner !== q.affiliate_id)
      throw ValidationError.field('link_id', 'link_id must be a referral link of the affiliate');
  }
  const given =
    q.affiliate_id === undefined || status === null
      ? null
      : { id: q.affiliate_id, status: status as AttributableAffiliate['status'], deleted: false };

  const context = await deps.db.attribution.conversionContext(businessId, {
    subscriptionId: q.subscription_id || null,
    couponCode: q.coupon_code || null,
    convertedAt: now,
  });
  if (context.binding) {
    const r = renewalOf(context.binding);
    return {
      attribution: r.method,
      affiliate: r.affiliate,
      linkId: r.linkId,
      recurringRate: r.recurringRate,
    };
  }
  if (given && linkId !== null) return { attribution: 'click', affiliate: given, linkId };
  if (context.coupon) return { attribution: 'coupon', affiliate: context.coupon.affiliate, linkId: null };
  if (given) return { attribution: 'referral_code', affiliate: given, linkId: null };
  return { attribution: 'direct', affiliate: null, linkId: null };
}

/**
 * GET /v1/commissions/preview: what a conversion of `amount` would earn now and whom it would
 * credit, claiming nothing. The affiliate, and the link when given, must be the business's and
 * not deleted (404); a link of another affiliate is 422 on link_id. An affiliate that is not
 * active previews 0.00, as recording gives it; so does a renewal past its window (direct).
 */
export async function commissionPreview(
  deps: Deps,
  businessId: number,
  q: PreviewQuery,
): Promise<CommissionPreview> {
  const now = dateToIso(deps.clock.now());
  const credit = await previewCredit(deps, businessId, q, now);
  const { affiliate } = credit;
  const r = await previewCommission(deps.db, deps, {
    businessId,
    affiliateId: affiliate?.id ?? null,
    affiliateActive: affiliate !== null && affiliate.status === 'active' && !affiliate.deleted,
    linkId: credit.linkId,
    subtotal: money(String(q.amount)),
    discount: '0',
    convertedAt: now,
    recurringRate: credit.recurringRate,
  });
  return {
    rate: r.rate,
    source: r.source,
    rule_id: r.rule_id,
    tier_id: r.tier_id,
    commission_amount: r.commission_amount,
    attribution: credit.attribution,
    affiliate_id: affiliate?.id ?? null,
    link_id: credit.linkId,
  };
}
