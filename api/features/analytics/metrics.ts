import { ValidationError } from '../../errors';

/** Every section and, for those that take `metrics`, its metric names in response order. */
export const SECTION_METRICS = {
  stats: [
    'total_clicks',
    'total_pageviews',
    'unique_visitors',
    'pages_per_visit',
    'total_conversions',
    'total_revenue',
    'total_commission',
    'conversion_rate',
    'total_product_views',
    'total_add_to_carts',
    'total_remove_from_carts',
    'total_thank_you_views',
    'cart_to_conversion_rate',
  ],
  trends: [
    'clicks',
    'pageviews',
    'visitors',
    'conversions',
    'revenue',
    'commission',
    'product_views',
    'add_to_carts',
  ],
  charts: [
    'clicks_over_time',
    'pageviews_over_time',
    'device_breakdown',
    'conversions_over_time',
    'revenue_over_time',
    'product_views_over_time',
    'add_to_carts_over_time',
    'country_breakdown',
    'browser_breakdown',
    'os_breakdown',
    'traffic_source_breakdown',
  ],
  tables: ['top_pages', 'top_tracking_codes', 'top_affiliates', 'top_products'],
} as const;

export type MetricSection = keyof typeof SECTION_METRICS;
export type MetricOf<S extends MetricSection> = (typeof SECTION_METRICS)[S][number];

export const FEED_SECTIONS = ['recent_clicks', 'recent_conversions', 'recent_events'] as const;
export type FeedSection = (typeof FEED_SECTIONS)[number];
export type Section = MetricSection | FeedSection;
export const SECTIONS = [...(Object.keys(SECTION_METRICS) as MetricSection[]), ...FEED_SECTIONS];

/**
 * The metrics a request asks of a section, in the section's order: all of them when
 * `metrics` is absent or blank; a name the section does not have is 422 on `metrics`.
 */
export function pickMetrics<S extends MetricSection>(
  section: S,
  metrics: string | undefined,
): Set<MetricOf<S>> {
  const all: readonly string[] = SECTION_METRICS[section];
  const asked = (metrics ?? '')
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean);
  if (!asked.length) return new Set(all as MetricOf<S>[]);
  const unknown = [...new Set(asked.filter((m) => !all.includes(m)))];
  if (unknown.length) {
    throw ValidationError.field(
      'metrics',
      `Invalid metrics for section ${section}: ${unknown.join(', ')}. Valid metrics: ${all.join(', ')}.`,
    );
  }
  return new Set(all.filter((m) => asked.includes(m)) as MetricOf<S>[]);
}
