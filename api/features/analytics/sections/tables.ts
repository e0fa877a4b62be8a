import { moneyNumber } from '../../../domain/money';
import { sectionRows, COUNTED_CONVERSIONS, ROLLUP_SPAN, type SectionContext } from '../clickhouse';
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

/**
 * Pages by pageviews (then path), with distinct visitors. Visitor states are merged only for
 * the pages that make the list: merging is the costly part, summing views is not.
 */
async function topPages(ctx: SectionContext, limit: number): Promise<TopPage[]> {
  return sectionRows<TopPage>(
    ctx,
    ctx.range,
    `SELECT path, sum(views) AS views, uniqCombinedMerge(16)(visitors) AS unique_visitors
     FROM analytics_pages
     WHERE ${ROLLUP_SPAN}
       AND path IN (
         SELECT path FROM analytics_pages
         WHERE ${ROLLUP_SPAN}
         GROUP BY path
         ORDER BY sum(views) DESC, path ASC
         LIMIT {limit:UInt32}
       )
     GROUP BY path
     ORDER BY views DESC, path ASC
     LIMIT {limit:UInt32}`,
    { limit },
  );
}

/** One ranked row of activity: a link (or an affiliate's code-only activity, link 0), or an affiliate. */
interface Ranked {
  link: number;
  aff: number;
  clicks: number;
  conversions: number;
  revenue: string;
}

/**
 * Both rankings in one read: clicks (analytics_links) and counted sales by link and
 * affiliate, then each row counted once under its tracking code (the link; for code-only
 * activity the affiliate) and once under its affiliate (deleted affiliates left out), each
 * ranked by revenue, then conversions, then clicks, and cut to `limit` rows.
 */
async function rankings(
  ctx: SectionContext,
  limit: number,
): Promise<{ codes: Ranked[]; affiliates: Ranked[] }> {
  const deleted = await ctx.deps.db.affiliates.deletedIds(ctx.businessId);
  const rows = await sectionRows<Ranked & { ranking: 'code' | 'affiliate' }>(
    ctx,
    ctx.range,
    `SELECT g.1 AS ranking, g.2 AS link, g.3 AS aff, sum(c) AS clicks, sum(v) AS conversions,
            toString(sum(r)) AS revenue
     FROM (
       SELECT referral_link_id AS l, affiliate_id AS a, sum(clicks) AS c, toUInt64(0) AS v,
              toDecimal128(0, 2) AS r
       FROM analytics_links
       WHERE ${ROLLUP_SPAN} AND (referral_link_id != 0 OR affiliate_id != 0)
       GROUP BY l, a
       UNION ALL
       SELECT referral_link_id AS l, affiliate_id AS a, toUInt64(0) AS c, count() AS v,
              toDecimal128(sum(converted_order_total), 2) AS r
       FROM ${COUNTED_CONVERSIONS}
       WHERE referral_link_id != 0 OR affiliate_id != 0
       GROUP BY l, a
     )
     ARRAY JOIN [('code', l, if(l = 0, a, 0)), ('affiliate', 0, a)] AS g
     WHERE g.1 = 'code' OR (g.3 != 0 AND g.3 NOT IN {deleted:Array(UInt64)})
     GROUP BY ranking, link, aff
     ORDER BY ranking, sum(r) DESC, conversions DESC, clicks DESC, link ASC, aff ASC
     LIMIT {limit:UInt32} BY ranking`,
    { limit, deleted },
  );
  return {
    codes: rows.filter((r) => r.ranking === 'code'),
    affiliates: rows.filter((r) => r.ranking === 'affiliate'),
  };
}

/** Tracking codes: links, and the affiliate's code for clicks and sales made by code alone. */
async function topTrackingCodes(ctx: SectionContext, ranked: Ranked[]): Promise<TopTrackingCode[]> {
  const refs = ranked.map((r) => ({ referral_link_id: r.link, affiliate_id: r.aff }));
  const codeOf = await trackingCodes(ctx, refs);
  return ranked.map((r, i) => ({
    tracking_code: codeOf(refs[i]),
    clicks: r.clicks,
    conversions: r.conversions,
    revenue: moneyNumber(r.revenue),
  }));
}

/** Affiliates that are not deleted, with their names. */
async function topAffiliates(ctx: SectionContext, ranked: Ranked[]): Promise<TopAffiliate[]> {
  const names = new Map(
    (
      await ctx.deps.db.affiliates.names(
        ctx.businessId,
        ranked.map((r) => r.aff),
      )
    ).map((a) => [a.id, a.name]),
  );
  return ranked.map((r) => ({
    affiliate_id: r.aff,
    name: names.get(r.aff) ?? null,
    clicks: r.clicks,
    conversions: r.conversions,
    revenue: moneyNumber(r.revenue),
  }));
}

/**
 * Products by conversions (counted sales whose line items hold the product), then product
 * views. The name is the latest one a product view carried; for a listed product that no
 * view named, the latest one a sale carried (a second, small read, rarely needed).
 */
async function topProducts(ctx: SectionContext, limit: number): Promise<TopProduct[]> {
  const rows = await sectionRows<{ product_id: string; views: number; conversions: number; name: string }>(
    ctx,
    ctx.range,
    `SELECT pid AS product_id, sum(v) AS views, sum(c) AS conversions, max(n) AS name
     FROM (
       SELECT product_id AS pid, sum(views) AS v, toUInt64(0) AS c, argMaxMerge(name) AS n
       FROM analytics_products
       WHERE ${ROLLUP_SPAN}
       GROUP BY pid
       UNION ALL
       SELECT p AS pid, toUInt64(0) AS v, count() AS c, '' AS n
       FROM ${COUNTED_CONVERSIONS}
       ARRAY JOIN arrayDistinct(product_ids) AS p
       WHERE p != ''
       GROUP BY pid
     )
     GROUP BY pid
     ORDER BY conversions DESC, views DESC, pid ASC
     LIMIT {limit:UInt32}`,
    { limit },
  );
  const unnamed = rows.filter((r) => !r.name).map((r) => r.product_id);
  const saleNames = new Map<string, string>();
  if (unnamed.length) {
    const named = await sectionRows<{ pid: string; n: string }>(
      ctx,
      ctx.range,
      `SELECT item.1 AS pid, argMax(item.2, converted_at) AS n
       FROM ${COUNTED_CONVERSIONS}
       ARRAY JOIN arrayMap((p, i) -> (p, product_names[i]), product_ids, arrayEnumerate(product_ids)) AS item
       WHERE item.1 IN {ids:Array(String)} AND item.2 != ''
       GROUP BY pid`,
      { ids: unnamed },
    );
    for (const r of named) saleNames.set(r.pid, r.n);
  }
  return rows.map((r) => ({
    product_id: r.product_id,
    name: r.name || saleNames.get(r.product_id) || null,
    views: r.views,
    conversions: r.conversions,
  }));
}

/** The tables section: each asked table, up to `limit` rows; independent reads run together. */
export async function tables(
  ctx: SectionContext,
  asked: Set<TableMetric>,
  limit: number,
): Promise<Partial<Tables>> {
  const ranked =
    asked.has('top_tracking_codes') || asked.has('top_affiliates')
      ? rankings(ctx, limit)
      : Promise.resolve({ codes: [], affiliates: [] });
  const build: { [K in TableMetric]: () => Promise<Tables[K]> } = {
    top_pages: () => topPages(ctx, limit),
    top_tracking_codes: async () => topTrackingCodes(ctx, (await ranked).codes),
    top_affiliates: async () => topAffiliates(ctx, (await ranked).affiliates),
    top_products: () => topProducts(ctx, limit),
  };
  const names = [...asked];
  const results = await Promise.all(names.map((m) => build[m]()));
  return Object.fromEntries(names.map((m, i) => [m, results[i]]));
}
