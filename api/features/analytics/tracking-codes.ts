import type { SectionContext } from './clickhouse';

/** What made a click, event or sale trackable: its link, else its affiliate, else a code it carried. */
export interface TrackingRef {
  referral_link_id: number;
  affiliate_id: number;
  /** A referral code the row itself carries (events); '' when none. */
  code?: string;
}

/**
 * Resolves tracking codes for the rows of one page (a few ids, one PostgreSQL query each):
 * the link's slug; for a click or sale made by referral code without a link, the
 * affiliate's referral code; else a code the row carries; else null (direct).
 */
export async function trackingCodes(
  ctx: Pick<SectionContext, 'deps' | 'businessId'>,
  refs: TrackingRef[],
): Promise<(ref: TrackingRef) => string | null> {
  const linkIds = [...new Set(refs.map((r) => r.referral_link_id).filter((id) => id > 0))];
  const affiliateIds = [...new Set(refs.map((r) => r.affiliate_id).filter((id) => id > 0))];
  const [links, affiliates] = await Promise.all([
    ctx.deps.db.analytics.linkSlugs(ctx.businessId, linkIds),
    ctx.deps.db.affiliates.names(ctx.businessId, affiliateIds),
  ]);
  const slugs = new Map(links.map((l) => [l.id, l.slug]));
  const codes = new Map(affiliates.map((a) => [a.id, a.referral_code]));
  return (r) =>
    (r.referral_link_id > 0 ? slugs.get(r.referral_link_id) : undefined) ??
    (r.affiliate_id > 0 ? codes.get(r.affiliate_id) : undefined) ??
    (r.code || null);
}
