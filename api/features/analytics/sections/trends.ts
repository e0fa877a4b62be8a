import type { SectionContext } from '../clickhouse';
import type { MetricOf } from '../metrics';
import { percentChange } from '../../../reporting/numbers';
import { EARLIEST_DAY, previousPeriod } from '../../../reporting/day-range';
import { NO_TOTALS, totals, type Totals } from './totals';

type TrendMetric = MetricOf<'trends'>;

const CONVERSION_METRICS: TrendMetric[] = ['conversions', 'revenue', 'commission'];

/** The figure each trend compares, from one period's totals. */
const FIGURE: Record<TrendMetric, (t: Totals) => number | string> = {
  clicks: (t) => t.clicks,
  pageviews: (t) => t.pageviews,
  visitors: (t) => t.visitors,
  conversions: (t) => t.conversions,
  revenue: (t) => t.revenue,
  commission: (t) => t.commission,
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
  // ClickHouse holds nothing before its first day: the previous period is cut there.
  const previous = previousPeriod(ctx.range, { notBefore: EARLIEST_DAY });
  const [current, before = NO_TOTALS] = await totals(ctx, previous ? [ctx.range, previous] : [ctx.range], {
    traffic: [...asked].some((m) => !CONVERSION_METRICS.includes(m)),
    conversions: CONVERSION_METRICS.some((m) => asked.has(m)),
  });
  return Object.fromEntries([...asked].map((m) => [m, percentChange(FIGURE[m](current), FIGURE[m](before))]));
}
