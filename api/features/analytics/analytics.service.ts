import type { Deps } from '../../deps';
import type { AnalyticsQuery } from './analytics.schemas';
import type { SectionContext } from './clickhouse';
import { pickMetrics, type Section } from './metrics';
import { ANALYTICS_RANGE, resolveRange } from '../../reporting/day-range';
import { charts } from './sections/charts';
import { recentClicks } from './sections/recent-clicks';
import { recentConversions } from './sections/recent-conversions';
import { recentEvents } from './sections/recent-events';
import { stats } from './sections/stats';
import { tables } from './sections/tables';
import { trends } from './sections/trends';

export interface AnalyticsResult {
  filters: { from: string; to: string };
  section: Section;
  [section: string]: unknown;
}

/** One section's payload for the caller's business, over the requested UTC days. */
export async function analytics(deps: Deps, businessId: number, q: AnalyticsQuery): Promise<AnalyticsResult> {
  const range = resolveRange(deps.clock.now(), q, ANALYTICS_RANGE);
  const ctx: SectionContext = { deps, businessId, range };
  const page = { page: q.page, perPage: q.per_page };
  let payload: unknown;
  switch (q.section) {
    case 'stats':
      payload = await stats(ctx, pickMetrics('stats', q.metrics));
      break;
    case 'trends':
      payload = await trends(ctx, pickMetrics('trends', q.metrics));
      break;
    case 'charts':
      payload = await charts(ctx, pickMetrics('charts', q.metrics));
      break;
    case 'tables':
      payload = await tables(ctx, pickMetrics('tables', q.metrics), q.top_limit);
      break;
    case 'recent_clicks':
      payload = await recentClicks(ctx, page);
      break;
    case 'recent_conversions':
      payload = await recentConversions(ctx, page);
      break;
    case 'recent_events':
      payload = await recentEvents(ctx, page);
      break;
  }
  return { filters: range, section: q.section, [q.section]: payload };
}
