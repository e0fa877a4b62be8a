import { moneyNumber } from '../../../domain/money';
import type { SectionContext } from '../clickhouse';
import { SECTION_METRICS, type MetricOf } from '../metrics';
import { percentOf, ratio } from '../../../reporting/numbers';
import { totals } from './totals';

type StatsMetric = MetricOf<'stats'>;

// Which store each metric reads: conversions, traffic (clicks and events), or both for rates.
const CONVERSIONS_ONLY: StatsMetric[] = ['total_conversions', 'total_revenue', 'total_commission'];
const RATES: StatsMetric[] = ['conversion_rate', 'cart_to_conversion_rate'];
const CONVERSION_METRICS: StatsMetric[] = [...CONVERSIONS_ONLY, ...RATES];
const TRAFFIC_METRICS: StatsMetric[] = SECTION_METRICS.stats.filter((m) => !CONVERSIONS_ONLY.includes(m));

/** The stats section: each asked metric as a number; only the stores it needs are read. */
export async function stats(
  ctx: SectionContext,
  asked: Set<StatsMetric>,
): Promise<Partial<Record<StatsMetric, number>>> {
  const wants = (names: StatsMetric[]) => names.some((m) => asked.has(m));
  const [t] = await totals(ctx, [ctx.range], {
    traffic: wants(TRAFFIC_METRICS),
    conversions: wants(CONVERSION_METRICS),
  });
  const all: Record<StatsMetric, number> = {
    total_clicks: t.clicks,
    total_pageviews: t.pageviews,
    unique_visitors: t.visitors,
    pages_per_visit: ratio(t.pageviews, t.visits),
    total_conversions: t.conversions,
    total_revenue: moneyNumber(t.revenue),
    total_commission: moneyNumber(t.commission),
    conversion_rate: percentOf(t.conversions, t.clicks),
    total_product_views: t.product_views,
    total_add_to_carts: t.add_to_carts,
    total_remove_from_carts: t.remove_from_carts,
    total_thank_you_views: t.thank_you_views,
    cart_to_conversion_rate: percentOf(t.conversions, t.add_to_carts),
  };
  return Object.fromEntries([...asked].map((m) => [m, all[m]]));
}
