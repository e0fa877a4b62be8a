import { money } from '../../../domain/money';
import { sectionRows, COUNTED_CONVERSIONS, feedTime, type SectionContext } from '../clickhouse';
import { trackingCodes } from '../tracking-codes';
import { feed, pageWindow, type Feed, type FeedPage } from './paging';

export interface RecentConversion {
  id: number;
  order_id: string;
  order_total: string;
  commission: string;
  tracking_code: string | null;
  currency: string;
  status: string;
  converted_at: string;
  created_at: string;
}

/** Counted conversions (not rejected or cancelled) converted in the range, newest first. */
export async function recentConversions(ctx: SectionContext, p: FeedPage): Promise<Feed<RecentConversion>> {
  const [rows, [count]] = await Promise.all([
    sectionRows<{
      id: number;
      order_id: string;
      order_total: string;
      commission: string;
      referral_link_id: number;
      affiliate_id: number;
      currency: string;
      status: string;
      converted: string;
      created: string;
    }>(
      ctx,
      ctx.range,
      `SELECT id, order_id, toString(order_total) AS order_total, toString(commission_amount) AS commission,
              referral_link_id, affiliate_id, toString(currency) AS currency, toString(status) AS status,
              ${feedTime('converted_at')} AS converted, ${feedTime('created_at')} AS created
       FROM ${COUNTED_CONVERSIONS}
       ORDER BY converted_at DESC, id DESC
       LIMIT {limit:UInt32} OFFSET {offset:UInt64}`,
      pageWindow(p),
    ),
    sectionRows<{ total: number }>(ctx, ctx.range, `SELECT count() AS total FROM ${COUNTED_CONVERSIONS}`),
  ]);
  const codeOf = await trackingCodes(ctx, rows);
  return feed(
    rows.map((r) => ({
      id: r.id,
      order_id: r.order_id,
      order_total: money(r.order_total),
      commission: money(r.commission),
      tracking_code: codeOf(r),
      currency: r.currency,
      status: r.status,
      converted_at: r.converted,
      created_at: r.created,
    })),
    p,
    count?.total ?? 0,
  );
}
