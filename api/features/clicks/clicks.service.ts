import { randomBytes } from 'node:crypto';
import { CH_FIRST_DAY, CH_LAST_DAY, chQuery, chRead } from '../../../clickhouse/query-file';
import type { Deps } from '../../deps';
import { NotFoundError, ValidationError } from '../../errors';
import { utmOfUrl } from '../../domain/utm';
import { clip, FIELD_LIMITS, type ClickQuality } from '../../tracking/store/click-row';
import { clickIntakeFor } from '../../tracking/edge/intake';

export interface RecordClickInput {
  slug?: string;
  referral_code?: string;
  landing_page?: string | null;
  referrer?: string | null;
  ip_address?: string | null;
  user_agent?: string | null;
  visitor_id?: string | null;
}

/**
 * POST /v1/clicks, for merchants that run their own redirect: the same storage rules as
 * /r/{slug}, through the same intake. `slug` names the link (it wins when both are given);
 * `referral_code` names the affiliate, and the click goes to its most recent active link, or
 * to no link when it has none (then it counts for the affiliate, in no link's click_count).
 * A link that would 404 on /r/{slug} (unknown, deleted, inactive, another business's) is
 * 404 here too, and so is an unknown or deleted affiliate; an affiliate that is not active
 * still gets its click (commission resolution gives it 0.00).
 */
export async function recordClick(
  deps: Deps,
  businessId: number,
  input: RecordClickInput,
): Promise<{ click_id: number }> {
  let target: { linkId: number; affiliateId: number; campaign: string | null; destination: string | null };
  if (input.slug) {
    const link = await deps.db.clicks.servableLink(input.slug, businessId);
    if (!link) throw new NotFoundError('Referral link not found');
    target = {
      linkId: link.id,
      affiliateId: link.affiliate_id,
      campaign: link.campaign,
      destination: link.destination_url,
    };
  } else if (input.referral_code) {
    const aff = await deps.db.clicks.linkForReferralCode(businessId, input.referral_code);
    if (!aff) throw new NotFoundError('Affiliate not found');
    target = {
      linkId: aff.link_id ?? 0,
      affiliateId: aff.affiliate_id,
      campaign: aff.campaign,
      destination: aff.destination_url,
    };
  } else {
    const msg = 'slug or referral_code is required';
    throw new ValidationError({ slug: [msg], referral_code: [msg] });
  }
  const landing = input.landing_page || target.destination;
  const click_id = await clickIntakeFor(deps).capture({
    business_id: businessId,
    referral_link_id: target.linkId,
    affiliate_id: target.affiliateId,
    campaign: target.campaign,
    visitor_id: input.visitor_id || randomBytes(16).toString('base64url'),
    ip_address: input.ip_address || null,
    user_agent: clip(input.user_agent, FIELD_LIMITS.userAgent),
    proxy_country: null,
    referrer: clip(input.referrer, FIELD_LIMITS.referrer),
    landing_page: landing,
    ...utmOfUrl(landing),
  });
  return { click_id };
}

export interface ClickListQuery {
  link_id?: number;
  affiliate_id?: number;
  from?: string;
  to?: string;
  /** Absent: the counted clicks (ok, and datacenter under flag). */
  quality?: ClickQuality | 'all';
  page: number;
  per_page: number;
}

export interface ClickListItem {
  id: number;
  referral_link_id: number | null;
  affiliate_id: number;
  campaign: string | null;
  landing_page: string | null;
  referrer: string | null;
  device: string | null;
  country: string | null;
  created_at: string;
  quality: ClickQuality;
}

interface ListRow extends Omit<
  ClickListItem,
  'referral_link_id' | 'campaign' | 'landing_page' | 'referrer' | 'country' | 'created_at'
> {
  /** Not aliased created_at: ClickHouse would read the alias in WHERE and ORDER BY. */
  created_iso: string;
  referral_link_id: number;
  campaign: string;
  landing_page: string;
  referrer: string;
  country: string;
}

type ListFilter = {
  b: number;
  counted: 0 | 1;
  quality: string;
  link: number;
  aff: number;
  from: string;
  to: string;
};

const LIST_COUNT = chQuery<ListFilter, { total: number }>('clicks/list-count', {
  filter: 'clicks/list-filter',
});
const LIST_PAGE = chQuery<ListFilter & { limit: number; offset: number }, ListRow>('clicks/list-page', {
  filter: 'clicks/list-filter',
});

/**
 * GET /v1/clicks: the business's counted clicks, newest first, from ClickHouse. Bots,
 * duplicates and rejected data-centre clicks are stored but left out unless `quality` asks
 * for them (README, "Fraud and traffic quality"). `from`/`to` are UTC days, inclusive.
 * A link_id or affiliate_id that is not this business's (deleted ones are: their click
 * history is kept) is 404. FINAL collapses a row that a late redelivery may have doubled.
 */
export async function listClicks(
  deps: Deps,
  businessId: number,
  q: ClickListQuery,
): Promise<{ items: ClickListItem[]; total: number }> {
  if (q.link_id && !(await deps.db.clicks.linkExists(businessId, q.link_id)))
    throw new NotFoundError('Referral link not found');
  if (q.affiliate_id && !(await deps.db.affiliates.exists(businessId, q.affiliate_id, { withDeleted: true })))
    throw new NotFoundError('Affiliate not found');
  // Every filter is a parameter; its neutral value leaves it out (list-filter.sql).
  const filter: ListFilter = {
    b: businessId,
    // is_bot = 0 is "counted" (api/features/fraud/click-quality.ts).
    counted: q.quality === undefined ? 1 : 0,
    quality: q.quality === undefined || q.quality === 'all' ? '' : q.quality,
    link: q.link_id ?? 0,
    aff: q.affiliate_id ?? 0,
    from: q.from ?? CH_FIRST_DAY,
    to: q.to ?? CH_LAST_DAY,
  };
  const [[{ total }], rows] = await Promise.all([
    chRead(deps.ch, LIST_COUNT, filter),
    chRead(deps.ch, LIST_PAGE, { ...filter, limit: q.per_page, offset: (q.page - 1) * q.per_page }),
  ]);
  return {
    total: Number(total),
    items: rows.map((r) => ({
      id: r.id,
      referral_link_id: r.referral_link_id || null,
      affiliate_id: r.affiliate_id,
      campaign: r.campaign || null,
      landing_page: r.landing_page || null,
      referrer: r.referrer || null,
      // '' when no user agent named one (a server-side click that sent none).
      device: r.device || null,
      country: r.country || null,
      created_at: r.created_iso,
      quality: r.quality,
    })),
  };
}
