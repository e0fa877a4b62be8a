import { sectionRows, clicksFrom, feedTime, type SectionContext } from '../clickhouse';
import type { DayRange } from '../../../reporting/day-range';
import { trackingCodes } from '../tracking-codes';
import { feedSpan, pageIsShort } from './feed-window';
import { feed, pageWindow, type Feed, type FeedPage } from './paging';

export interface RecentClick {
  id: number;
  tracking_code: string | null;
  referrer_url: string | null;
  page_url: string | null;
  device: string | null;
  country: string | null;
  created_at: string;
}

interface Row {
  id: number;
  referral_link_id: number;
  affiliate_id: number;
  referrer: string;
  landing_page: string;
  device: string;
  country: string;
  at: string;
}

const page = (ctx: SectionContext, range: DayRange, p: FeedPage) =>
  sectionRows<Row>(
    ctx,
    range,
    `SELECT id, referral_link_id, affiliate_id, referrer, landing_page, toString(device) AS device,
            toString(country) AS country, ${feedTime('created_at')} AS at
     FROM ${clicksFrom()}
     ORDER BY toDate(created_at) DESC, created_at DESC, id DESC
     LIMIT {limit:UInt32} OFFSET {offset:UInt64}`,
    pageWindow(p),
  );

/** Non-bot clicks in the range, newest first. */
export async function recentClicks(ctx: SectionContext, p: FeedPage): Promise<Feed<RecentClick>> {
  const span = await feedSpan(ctx, ['click'], p);
  // A page past the end reads nothing (a deep page would otherwise scan the whole range).
  let rows = pageWindow(p).offset >= span.total ? [] : await page(ctx, span.range, p);
  if (pageIsShort(p, span.total, rows.length)) rows = await page(ctx, ctx.range, p);
  const codeOf = await trackingCodes(ctx, rows);
  return feed(
    rows.map((r) => ({
      id: r.id,
      tracking_code: codeOf(r),
      referrer_url: r.referrer || null,
      page_url: r.landing_page || null,
      device: r.device || null,
      country: r.country || null,
      created_at: r.at,
    })),
    p,
    span.total,
  );
}
