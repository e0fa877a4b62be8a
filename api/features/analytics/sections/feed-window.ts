import { sectionRows, ROLLUP_DAYS, type SectionContext } from '../clickhouse';
import type { DayRange } from '../../../reporting/day-range';
import { pageWindow, type FeedPage } from './paging';

export const EVENT_KINDS = ['pageview', 'product_view', 'add_to_cart', 'remove_from_cart', 'thank_you_view'];

export interface FeedSpan {
  /** Rows of these kinds in the whole range (analytics_traffic). */
  total: number;
  /** The part of the range that holds the newest offset+limit rows: raw reads stay small. */
  range: DayRange;
}

/**
 * A feed reads raw rows newest first; a page needs only the newest offset+limit of them. The
 * daily counts of the rollup tell from which day on those rows lie, so a year-long range
 * reads its last day or two for page 1 instead of sorting millions of rows.
 */
export async function feedSpan(ctx: SectionContext, kinds: string[], p: FeedPage): Promise<FeedSpan> {
  const days = await sectionRows<{ d: string; n: number }>(
    ctx,
    ctx.range,
    `SELECT toString(day) AS d, sum(hits) AS n
     FROM analytics_traffic
     WHERE ${ROLLUP_DAYS} AND kind IN {kinds:Array(String)}
     GROUP BY d
     ORDER BY d DESC`,
    { kinds },
  );
  const { limit, offset } = pageWindow(p);
  const total = days.reduce((s, d) => s + d.n, 0);
  let from = ctx.range.from;
  let seen = 0;
  for (const d of days) {
    seen += d.n;
    if (seen >= offset + limit) {
      from = d.d;
      break;
    }
  }
  return { total, range: { from, to: ctx.range.to } };
}

/**
 * How many rows the page must hold given the total. A raw table can hold fewer rows than its
 * rollup counted (a duplicate insert that ReplacingMergeTree later folds), so a page that
 * comes back short was cut too late and is read again over the whole range.
 */
export function pageIsShort(p: FeedPage, total: number, got: number): boolean {
  const { limit, offset } = pageWindow(p);
  return got < Math.min(limit, Math.max(0, total - offset));
}
