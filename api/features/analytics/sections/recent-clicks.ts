import { chRows, CLICKS_IN_RANGE, feedTime, type SectionContext } from '../clickhouse';
import { trackingCodes } from '../tracking-codes';
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

/** Non-bot clicks in the range, newest first. */
export async function recentClicks(ctx: SectionContext, p: FeedPage): Promise<Feed<RecentClick>> {
  const [rows, [count]] = await Promise.all([
    chRows<{
      id: number;
      referral_link_id: number;
      affiliate_id: number;
      referrer: string;
      landing_page: string;
      device: string;
      country: string;
      at: string;
    }>(
      ctx,
      ctx.range,
      `SELECT id, referral_link_id, affiliate_id, referrer, landing_page, toString(device) AS device,
              toString(country) AS country, ${feedTime('created_at')} AS at
       FROM ${CLICKS_IN_RANGE}
       ORDER BY toDate(created_at) DESC, created_at DESC, id DESC
       LIMIT {limit:UInt32} OFFSET {offset:UInt64}`,
      pageWindow(p),
    ),
    chRows<{ total: number }>(ctx, ctx.range, `SELECT count() AS total FROM ${CLICKS_IN_RANGE}`),
  ]);
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
    count?.total ?? 0,
  );
}
