import { sectionRows, countedConversions, rangeParams, rollupSpan, type SectionContext } from '../clickhouse';
import type { DayRange } from '../../../reporting/day-range';

/** Traffic over a range, from the analytics_traffic and analytics_visitors rollups. */
export interface TrafficTotals {
  clicks: number;
  pageviews: number;
  product_views: number;
  add_to_carts: number;
  remove_from_carts: number;
  thank_you_views: number;
  /** Distinct visitor ids across non-bot clicks and pageviews. */
  visitors: number;
  /** Distinct visits (sessions) that have at least one pageview. */
  visits: number;
}

/** Counted conversions over a range; money as exact decimal strings. */
export interface ConversionTotals {
  conversions: number;
  revenue: string;
  commission: string;
}

export type Totals = TrafficTotals & ConversionTotals;

export const NO_TOTALS: Totals = {
  clicks: 0,
  pageviews: 0,
  product_views: 0,
  add_to_carts: 0,
  remove_from_carts: 0,
  thank_you_views: 0,
  visitors: 0,
  visits: 0,
  conversions: 0,
  revenue: '0',
  commission: '0',
};

const traffic = (s: string) => `
  (SELECT sumIf(hits, kind = 'click') AS clicks,
          sumIf(hits, kind = 'pageview') AS pageviews,
          sumIf(hits, kind = 'product_view') AS product_views,
          sumIf(hits, kind = 'add_to_cart') AS add_to_carts,
          sumIf(hits, kind = 'remove_from_cart') AS remove_from_carts,
          sumIf(hits, kind = 'thank_you_view') AS thank_you_views
   FROM analytics_traffic
   WHERE ${rollupSpan(s)}) AS t
  CROSS JOIN
  (SELECT uniqCombinedMerge(16)(visitors) AS visitors, uniqCombinedMerge(16)(visits) AS visits
   FROM analytics_visitors
   WHERE ${rollupSpan(s)}) AS v`;

const conversions = (s: string) => `
  (SELECT count() AS conversions,
          toString(sum(converted_order_total)) AS revenue,
          toString(sum(net_commission_amount)) AS commission
   FROM ${countedConversions(s)}) AS c`;

/**
 * Totals of each range, in one query (one branch per range). Only the parts asked for are
 * read: traffic (both rollups) and conversions; the rest stay zero.
 */
export async function totals(
  ctx: SectionContext,
  ranges: DayRange[],
  parts: { traffic: boolean; conversions: boolean },
): Promise<Totals[]> {
  if (!ranges.length || (!parts.traffic && !parts.conversions)) return ranges.map(() => NO_TOTALS);
  const branch = (s: string) =>
    [parts.traffic ? traffic(s) : '', parts.conversions ? conversions(s) : '']
      .filter(Boolean)
      .join(' CROSS JOIN ');
  const rows = await sectionRows<Partial<Totals> & { period: number }>(
    ctx,
    ctx.range,
    ranges.map((_r, i) => `SELECT ${i} AS period, * FROM ${branch(`_${i}`)}`).join('\nUNION ALL\n'),
    Object.assign({}, ...ranges.map((r, i) => rangeParams(r, `_${i}`))),
  );
  return ranges.map((_r, i) => ({ ...NO_TOTALS, ...rows.find((row) => row.period === i) }));
}
