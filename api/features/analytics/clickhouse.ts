import { chComposed } from '../../../clickhouse/query-file';
import type { Deps } from '../../deps';
import { RAISE, chRows } from '../../reporting/clickhouse';
import { addDays, dayOf, type DayRange } from '../../reporting/day-range';

/** What every section query needs: the stores, the caller's business and the range. */
export interface SectionContext {
  deps: Deps;
  businessId: number;
  range: DayRange;
}

export interface WholeMonths {
  /** 1 when the range holds at least one whole calendar month. */
  hm: 0 | 1;
  /** First day of the first whole month. */
  mf: string;
  /** First day of the last whole month. */
  ml: string;
  /** Last day of the last whole month. */
  me: string;
}

const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;
const shiftMonth = (first: string, n: number): string => {
  const d = new Date(`${first}T00:00:00Z`);
  return dayOf(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
};

/** The calendar months that lie wholly inside the range (rollups keep a row per month). */
export function wholeMonths(r: DayRange): WholeMonths {
  const first = r.from === monthStart(r.from) ? r.from : shiftMonth(monthStart(r.from), 1);
  const endsMonth = monthStart(addDays(r.to, 1)) !== monthStart(r.to);
  const last = endsMonth ? monthStart(r.to) : shiftMonth(monthStart(r.to), -1);
  if (first > last) return { hm: 0, mf: r.from, ml: r.from, me: r.from };
  return { hm: 1, mf: first, ml: last, me: addDays(shiftMonth(last, 1), -1) };
}

/**
 * A range's query parameters: {from<s>:Date}, {to<s>:Date} and its whole months
 * ({hm<s>:UInt8}, {mf<s>:Date}, {ml<s>:Date}, {me<s>:Date}) for rollupSpan(s). A query that
 * covers several ranges binds each under its own suffix.
 */
export function rangeParams(range: DayRange, s = ''): Record<string, string | number> {
  const m = wholeMonths(range);
  return {
    [`from${s}`]: range.from,
    [`to${s}`]: range.to,
    [`hm${s}`]: m.hm,
    [`mf${s}`]: m.mf,
    [`ml${s}`]: m.ml,
    [`me${s}`]: m.me,
  };
}

/**
 * Runs one section query (kit chRows; a failure reaches the error handler as it is). The
 * business ({b:UInt64}) and the range (rangeParams without suffix) are always bound.
 */
export function sectionRows<T>(
  ctx: Pick<SectionContext, 'deps' | 'businessId'>,
  range: DayRange,
  query: string,
  params: Record<string, unknown> = {},
): Promise<T[]> {
  return chRows(
    ctx.deps,
    chComposed<Record<string, unknown>, T>('analytics/section', query),
    { b: ctx.businessId, ...rangeParams(range), ...params },
    RAISE,
  );
}

/**
 * Conversions that count in analytics: each conversion's latest version (FINAL) converted
 * in the range (docs/reports.md, Ranges), neither rejected nor cancelled (voided: no longer owed). WHERE runs
 * after FINAL, so a conversion whose latest version is voided never counts.
 */
export const countedConversions = (s = '') => `(
  SELECT * FROM conversions FINAL
  WHERE business_id = {b:UInt64} AND toDate(converted_at) BETWEEN {from${s}:Date} AND {to${s}:Date}
    AND status NOT IN ('rejected', 'cancelled')
)`;
export const COUNTED_CONVERSIONS = countedConversions();

/**
 * Non-bot clicks of the business from the day bound as {<from>:Date} to {to:Date} (raw rows,
 * for the feeds; a feed binds its own first day).
 */
export const clicksFrom = (from = 'from') => `clicks
  WHERE business_id = {b:UInt64} AND toDate(created_at) BETWEEN {${from}:Date} AND {to:Date} AND is_bot = 0`;

/** Human events of the business from the day bound as {<from>:Date} to {to:Date} (raw rows). */
export const eventsFrom = (from = 'from') => `events
  WHERE business_id = {b:UInt64} AND toDate(occurred_at) BETWEEN {${from}:Date} AND {to:Date} AND is_bot = 0`;

/**
 * A rollup's rows that cover the range exactly once: its whole months from month rows, the
 * days before and after them from day rows. For totals, rankings and breakdowns.
 */
export const rollupSpan = (s = '') => `business_id = {b:UInt64} AND (
    (grain = 'month' AND {hm${s}:UInt8} = 1 AND day BETWEEN {mf${s}:Date} AND {ml${s}:Date})
    OR (grain = 'day' AND day BETWEEN {from${s}:Date} AND {to${s}:Date}
        AND ({hm${s}:UInt8} = 0 OR day NOT BETWEEN {mf${s}:Date} AND {me${s}:Date})))`;
export const ROLLUP_SPAN = rollupSpan();

/** A rollup's day rows in the range: for daily series. */
export const ROLLUP_DAYS = `business_id = {b:UInt64} AND grain = 'day' AND day BETWEEN {from:Date} AND {to:Date}`;

/** Feed timestamps: YYYY-MM-DDTHH:MM:SSZ, without the microseconds other JSON timestamps keep. */
export const feedTime = (column: string): string => `formatDateTime(${column}, '%Y-%m-%dT%H:%i:%SZ', 'UTC')`;
