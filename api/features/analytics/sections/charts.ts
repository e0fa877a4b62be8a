import { moneyNumber } from '../../../domain/money';
import {
  sectionRows,
  COUNTED_CONVERSIONS,
  ROLLUP_DAYS,
  ROLLUP_SPAN,
  type SectionContext,
} from '../clickhouse';
import type { MetricOf } from '../metrics';
import { daysOf } from '../../../reporting/day-range';

type ChartMetric = MetricOf<'charts'>;

export interface Series {
  labels: string[];
  data: number[];
}

/** Daily series read from analytics_traffic, by the kind they count. */
const TRAFFIC_SERIES = {
  clicks_over_time: 'click',
  pageviews_over_time: 'pageview',
  product_views_over_time: 'product_view',
  add_to_carts_over_time: 'add_to_cart',
} as const satisfies Partial<Record<ChartMetric, string>>;

/** Breakdowns read from analytics_dimensions, by dimension. */
const BREAKDOWNS = {
  device_breakdown: 'device',
  country_breakdown: 'country',
  browser_breakdown: 'browser',
  os_breakdown: 'os',
  traffic_source_breakdown: 'traffic_source',
} as const satisfies Partial<Record<ChartMetric, string>>;

export const DEVICES = ['desktop', 'mobile', 'tablet'] as const;
/** The label of hits whose country, browser, os or traffic source is not known. */
export const UNKNOWN_LABEL = 'unknown';

const pick = <K extends string>(asked: Set<ChartMetric>, map: Record<K, string>): K[] =>
  (Object.keys(map) as K[]).filter((k) => asked.has(k as ChartMetric));

async function trafficSeries(ctx: SectionContext, metrics: (keyof typeof TRAFFIC_SERIES)[]) {
  if (!metrics.length) return new Map<string, number>();
  // Output names differ from column names: an alias would shadow the column in WHERE.
  const rows = await sectionRows<{ d: string; k: string; n: number }>(
    ctx,
    ctx.range,
    `SELECT toString(day) AS d, kind AS k, sum(hits) AS n
     FROM analytics_traffic
     WHERE ${ROLLUP_DAYS} AND kind IN {kinds:Array(String)}
     GROUP BY d, k`,
    { kinds: metrics.map((m) => TRAFFIC_SERIES[m]) },
  );
  return new Map(rows.map((r) => [`${r.k}|${r.d}`, r.n]));
}

async function conversionSeries(ctx: SectionContext, wanted: boolean) {
  if (!wanted) return new Map<string, { conversions: number; revenue: string }>();
  const rows = await sectionRows<{ d: string; conversions: number; revenue: string }>(
    ctx,
    ctx.range,
    `SELECT toString(toDate(converted_at)) AS d, count() AS conversions, toString(sum(converted_order_total)) AS revenue
     FROM ${COUNTED_CONVERSIONS}
     GROUP BY d`,
  );
  return new Map(rows.map((r) => [r.d, r]));
}

async function breakdowns(ctx: SectionContext, metrics: (keyof typeof BREAKDOWNS)[]) {
  if (!metrics.length) return [];
  return sectionRows<{ dimension: string; label: string; n: number }>(
    ctx,
    ctx.range,
    `SELECT dimension, label, sum(hits) AS n
     FROM analytics_dimensions
     WHERE ${ROLLUP_SPAN} AND dimension IN {dims:Array(String)}
     GROUP BY dimension, label`,
    { dims: metrics.map((m) => BREAKDOWNS[m]) },
  );
}

/** A breakdown's labels by hits descending, then label; '' becomes `unknown`. */
function breakdown(rows: { label: string; n: number }[]): Series {
  const totals = new Map<string, number>();
  for (const r of rows) {
    const label = r.label || UNKNOWN_LABEL;
    totals.set(label, (totals.get(label) ?? 0) + r.n);
  }
  const sorted = [...totals].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { labels: sorted.map(([l]) => l), data: sorted.map(([, n]) => n) };
}

/**
 * The charts section. Daily series cover every day of the range (YYYY-MM-DD labels, 0 for
 * a day without data); breakdowns count traffic hits (non-bot clicks plus pageviews).
 */
export async function charts(
  ctx: SectionContext,
  asked: Set<ChartMetric>,
): Promise<Partial<Record<ChartMetric, Series>>> {
  const traffic = pick(asked, TRAFFIC_SERIES);
  const dims = pick(asked, BREAKDOWNS);
  const wantsConversions = asked.has('conversions_over_time') || asked.has('revenue_over_time');
  const [daily, conv, dimRows] = await Promise.all([
    trafficSeries(ctx, traffic),
    conversionSeries(ctx, wantsConversions),
    breakdowns(ctx, dims),
  ]);
  const labels = daysOf(ctx.range);
  const out: Partial<Record<ChartMetric, Series>> = {};
  for (const m of asked) {
    if (m in TRAFFIC_SERIES) {
      const kind = TRAFFIC_SERIES[m as keyof typeof TRAFFIC_SERIES];
      out[m] = { labels, data: labels.map((d) => daily.get(`${kind}|${d}`) ?? 0) };
    } else if (m === 'conversions_over_time') {
      out[m] = { labels, data: labels.map((d) => conv.get(d)?.conversions ?? 0) };
    } else if (m === 'revenue_over_time') {
      out[m] = { labels, data: labels.map((d) => moneyNumber(conv.get(d)?.revenue ?? '0')) };
    } else if (m === 'device_breakdown') {
      const hits = new Map<string, number>();
      for (const r of dimRows)
        if (r.dimension === 'device') hits.set(r.label, (hits.get(r.label) ?? 0) + r.n);
      out[m] = { labels: [...DEVICES], data: DEVICES.map((d) => hits.get(d) ?? 0) };
    } else {
      const dimension = BREAKDOWNS[m as keyof typeof BREAKDOWNS];
      out[m] = breakdown(dimRows.filter((r) => r.dimension === dimension));
    }
  }
  return out;
}
