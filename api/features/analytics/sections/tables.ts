import { moneyNumber } from '../../../domain/money';
import { chRows, COUNTED_CONVERSIONS, ROLLUP_IN_RANGE, type SectionContext } from '../clickhouse';
import type { MetricOf } from '../metrics';
import { trackingCodes } from '../tracking-codes';

type TableMetric = MetricOf<'tables'>;

export interface TopPage {
  path: string;
  views: number;
  unique_visitors: number;
}
export interface TopTrackingCode {
  tracking_code: string | null;
  clicks: number;
  conversions: number;
  revenue: number;
}
export interface TopAffiliate {
  affiliate_id: number;
  name: string | null;
  clicks: number;
  conversions: number;
  revenue: number;
}
export interface TopProduct {
  product_id: string;
  name: string | null;
  views: number;
  conversions: number;
}

type Tables = {
  top_pages: TopPage[];
  top_tracking_codes: TopTrackingCode[];
  top_affiliates: TopAffiliate[];
  top_products: TopProduct[];
};

/** Pages by pageviews (then path), with distinct visitors. */
async function topPages(ctx: SectionContext, limit: number): Promise<TopPage[]> {
  return chRows<TopPage>(
    ctx,
    ctx.range,
    `SELECT path, sum(views) AS views, uniqMerge(visitors) AS unique_visitors
     FROM analytics_pages_daily
     WHERE ${ROLLUP_IN_RANGE}
     GROUP BY path
     ORDER BY views DESC, path ASC
     LIMIT {limit:UInt32}`,
    { limit },
  );
}

interface KeyedActivity {
  referral_link_id: number;
  affiliate_id: number;
  clicks: number;
  conversions: number;
  revenue: string;
}

/**
 * Links (and, for clicks and sales made by referral code without a link, affiliates) by
 * revenue, then conversions, then clicks.
 */
async function topTrackingCodes(ctx: SectionContext, limit: number): Promise<TopTrackingCode[]> {
  const rows = await chRows<KeyedActivity>(
    ctx,
    ctx.range,
    `SELECT link AS referral_link_id, aff AS affiliate_id, sum(c) AS clicks, sum(v) AS conversions,
            toString(sum(r)) AS revenue
     FROM (
       SELECT referral_link_id AS link, if(referral_link_id = 0, affiliate_id, 0) AS aff, sum(clicks) AS c,
              toUInt64(0) AS v, toDecimal128(0, 2) AS r
       FROM analytics_links_daily
       WHERE ${ROLLUP_IN_RANGE} AND (referral_link_id != 0 OR affiliate_id != 0)
       GROUP BY link, aff
       UNION ALL
       SELECT referral_link_id AS link, if(referral_link_id = 0, affiliate_id, 0) AS aff, toUInt64(0) AS c,
              count() AS v, toDecimal128(sum(order_total), 2) AS r
       FROM ${COUNTED_CONVERSIONS}
       WHERE referral_link_id != 0 OR affiliate_id != 0
       GROUP BY link, aff
     )
     GROUP BY link, aff
     ORDER BY sum(r) DESC, conversions DESC, clicks DESC, link ASC, aff ASC
     LIMIT {limit:UInt32}`,
    { limit },
  );
  const codeOf = await trackingCodes(ctx, rows);
  return rows.map((r) => ({
    tracking_code: codeOf(r),
    clicks: r.clicks,
    conversions: r.conversions,
    revenue: moneyNumber(r.revenue),
  }));
}

/** Affiliates (not deleted) by revenue, then conversions, then clicks. */
async function topAffiliates(ctx: SectionContext, limit: number): Promise<TopAffiliate[]> {
  const deleted = await ctx.deps.db.analytics.deletedAffiliateIds(ctx.businessId);
  const rows = await chRows<Omit<KeyedActivity, 'referral_link_id'>>(
    ctx,
    ctx.range,
    `SELECT aff AS affiliate_id, sum(c) AS clicks, sum(v) AS conversions, toString(sum(r)) AS revenue
     FROM (
       SELECT affiliate_id AS aff, sum(clicks) AS c, toUInt64(0) AS v, toDecimal128(0, 2) AS r
       FROM analytics_links_daily
       WHERE ${ROLLUP_IN_RANGE} AND affiliate_id != 0
       GROUP BY aff
       UNION ALL
       SELECT affiliate_id AS aff, toUInt64(0) AS c, count() AS v, toDecimal128(sum(order_total), 2) AS r
       FROM ${COUNTED_CONVERSIONS}
       WHERE affiliate_id != 0
       GROUP BY aff
     )
     WHERE aff NOT IN {deleted:Array(UInt64)}
     GROUP BY aff
     ORDER BY sum(r) DESC, conversions DESC, clicks DESC, aff ASC
     LIMIT {limit:UInt32}`,
    { limit, deleted },
  );
  const names = new Map(
    (
      await ctx.deps.db.analytics.affiliates(
        ctx.businessId,
        rows.map((r) => r.affiliate_id),
      )
    ).map((a) => [a.id, a.name]),
  );
  return rows.map((r) => ({
    affiliate_id: r.affiliate_id,
    name: names.get(r.affiliate_id) ?? null,
    clicks: r.clicks,
    conversions: r.conversions,
    revenue: moneyNumber(r.revenue),
  }));
}

/**
 * Products by conversions (sales whose line items hold the product), then product views.
 * The name is the latest one a product view carried, else the latest one a sale carried.
 */
async function topProducts(ctx: SectionContext, limit: number): Promise<TopProduct[]> {
  const rows = await chRows<{
    product_id: string;
    views: number;
    conversions: number;
    vn: string;
    cn: string;
  }>(
    ctx,
    ctx.range,
    `SELECT pid AS product_id, sum(v) AS views, sum(c) AS conversions, max(view_name) AS vn, max(sale_name) AS cn
     FROM (
       SELECT product_id AS pid, sum(views) AS v, toUInt64(0) AS c, argMaxMerge(name) AS view_name, '' AS sale_name
       FROM analytics_products_daily
       WHERE ${ROLLUP_IN_RANGE}
       GROUP BY pid
       UNION ALL
       SELECT item.1 AS pid, toUInt64(0) AS v, uniqExact(id) AS c, '' AS view_name,
              argMax(item.2, if(item.2 != '', converted_at, toDateTime64(0, 6, 'UTC'))) AS sale_name
       FROM ${COUNTED_CONVERSIONS}
       ARRAY JOIN arrayMap((p, i) -> (p, product_names[i]), product_ids, arrayEnumerate(product_ids)) AS item
       WHERE item.1 != ''
       GROUP BY pid
     )
     GROUP BY pid
     ORDER BY conversions DESC, views DESC, pid ASC
     LIMIT {limit:UInt32}`,
    { limit },
  );
  return rows.map((r) => ({
    product_id: r.product_id,
    name: r.vn || r.cn || null,
    views: r.views,
    conversions: r.conversions,
  }));
}

const TABLES: { [K in TableMetric]: (ctx: SectionContext, limit: number) => Promise<Tables[K]> } = {
  top_pages: topPages,
  top_tracking_codes: topTrackingCodes,
  top_affiliates: topAffiliates,
  top_products: topProducts,
};

/** The tables section: each asked table, up to `limit` rows. */
export async function tables(
  ctx: SectionContext,
  asked: Set<TableMetric>,
  limit: number,
): Promise<Partial<Tables>> {
  const names = [...asked];
  const results = await Promise.all(names.map((m) => TABLES[m](ctx, limit)));
  return Object.fromEntries(names.map((m, i) => [m, results[i]]));
}
