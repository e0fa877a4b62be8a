import { chRows, COUNTED_CONVERSIONS, ROLLUP_IN_RANGE, type SectionContext } from '../clickhouse';
import type { DayRange } from '../range';

/** Traffic over a range, from the analytics_daily rollup. */
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

export const NO_TRAFFIC: TrafficTotals = {
  clicks: 0,
  pageviews: 0,
  product_views: 0,
  add_to_carts: 0,
  remove_from_carts: 0,
  thank_you_views: 0,
  visitors: 0,
  visits: 0,
};

export const NO_CONVERSIONS: ConversionTotals = { conversions: 0, revenue: '0', commission: '0' };

export async function trafficTotals(ctx: SectionContext, range: DayRange): Promise<TrafficTotals> {
  const [row] = await chRows<TrafficTotals>(
    ctx,
    range,
    `SELECT sumIf(hits, kind = 'click') AS clicks,
            sumIf(hits, kind = 'pageview') AS pageviews,
            sumIf(hits, kind = 'product_view') AS product_views,
            sumIf(hits, kind = 'add_to_cart') AS add_to_carts,
            sumIf(hits, kind = 'remove_from_cart') AS remove_from_carts,
            sumIf(hits, kind = 'thank_you_view') AS thank_you_views,
            uniqMergeIf(visitors, kind IN ('click', 'pageview')) AS visitors,
            uniqMergeIf(visits, kind = 'pageview') AS visits
     FROM analytics_daily
     WHERE ${ROLLUP_IN_RANGE}`,
  );
  return row ?? NO_TRAFFIC;
}

export async function conversionTotals(ctx: SectionContext, range: DayRange): Promise<ConversionTotals> {
  const [row] = await chRows<ConversionTotals>(
    ctx,
    range,
    `SELECT count() AS conversions,
            toString(sum(order_total)) AS revenue,
            toString(sum(commission_amount)) AS commission
     FROM ${COUNTED_CONVERSIONS}`,
  );
  return row ?? NO_CONVERSIONS;
}
