import type { SectionContext } from '../clickhouse';
import type { MetricOf } from '../metrics';
import { percentChange } from '../numbers';
import { previousPeriod } from '../range';
import {
  conversionTotals,
  NO_CONVERSIONS,
  NO_TRAFFIC,
  trafficTotals,
  type ConversionTotals,
  type TrafficTotals,
} from './totals';

type TrendMetric = MetricOf<'trends'>;

const CONVERSION_METRICS: TrendMetric[] = ['conversions', 'revenue', 'commission'];

/** The figure each trend compares, from one period's totals. */
const FIGURE: Record<TrendMetric, (t: TrafficTotals, c: ConversionTotals) => number | string> = {
  clicks: (t) => t.clicks,
  pageviews: (t) => t.pageviews,
  visitors: (t) => t.visitors,
  conversions: (_t, c) => c.conversions,
  revenue: (_t, c) => c.revenue,
  commission: (_t, c) => c.commission,
  product_views: (t) => t.product_views,
  add_to_carts: (t) => t.add_to_carts,
};

/**
 * The trends section: each metric's percent change against the equal-length period just
 * before the range, 1 decimal, 0.0 when the previous figure is 0.
 */
export async function trends(
  ctx: SectionContext,
  asked: Set<TrendMetric>,
): Promise<Partial<Record<TrendMetric, number>>> {
  const previous = previousPeriod(ctx.range);
  const needsConversions = CONVERSION_METRICS.some((m) => asked.has(m));
  const needsTraffic = [...asked].some((m) => !CONVERSION_METRICS.includes(m));
  const [t, c, pt, pc] = await Promise.all([
    needsTraffic ? trafficTotals(ctx, ctx.range) : NO_TRAFFIC,
    needsConversions ? conversionTotals(ctx, ctx.range) : NO_CONVERSIONS,
    needsTraffic && previous ? trafficTotals(ctx, previous) : NO_TRAFFIC,
    needsConversions && previous ? conversionTotals(ctx, previous) : NO_CONVERSIONS,
  ]);
  return Object.fromEntries([...asked].map((m) => [m, percentChange(FIGURE[m](t, c), FIGURE[m](pt, pc))]));
}
