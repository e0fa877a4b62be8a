import type { Deps } from '../../deps';
import type { DayRange } from './range';

/** What every section query needs: the stores, the caller's business and the range. */
export interface SectionContext {
  deps: Deps;
  businessId: number;
  range: DayRange;
}

/**
 * Runs one ClickHouse query with every value as a query parameter. `b`, `from` and `to`
 * (the business and the range) are always bound; queries reference them as {b:UInt64},
 * {from:Date} and {to:Date}.
 */
export async function chRows<T>(
  ctx: Pick<SectionContext, 'deps' | 'businessId'>,
  range: DayRange,
  query: string,
  params: Record<string, unknown> = {},
): Promise<T[]> {
  const rs = await ctx.deps.ch.client.query({
    query,
    query_params: { b: ctx.businessId, from: range.from, to: range.to, ...params },
    format: 'JSONEachRow',
  });
  return rs.json<T>();
}

/**
 * Conversions that count in analytics: each conversion's latest version (FINAL) converted
 * in the range (decisions §11.8), neither rejected nor cancelled (voided, §11.7). WHERE runs
 * after FINAL, so a conversion whose latest version is voided never counts.
 */
export const COUNTED_CONVERSIONS = `(
  SELECT * FROM conversions FINAL
  WHERE business_id = {b:UInt64} AND toDate(converted_at) BETWEEN {from:Date} AND {to:Date}
    AND status NOT IN ('rejected', 'cancelled')
)`;

/** Non-bot clicks of the business in the range (raw rows, for the feeds). */
export const CLICKS_IN_RANGE = `clicks
  WHERE business_id = {b:UInt64} AND toDate(created_at) BETWEEN {from:Date} AND {to:Date} AND is_bot = 0`;

/** Events of the business in the range (raw rows, for the feeds). */
export const EVENTS_IN_RANGE = `events
  WHERE business_id = {b:UInt64} AND toDate(occurred_at) BETWEEN {from:Date} AND {to:Date}`;

/** A rollup's rows of the business in the range. */
export const ROLLUP_IN_RANGE = `business_id = {b:UInt64} AND day BETWEEN {from:Date} AND {to:Date}`;

/** Feed timestamps: YYYY-MM-DDTHH:MM:SSZ (decisions §11.15). */
export const feedTime = (column: string): string => `formatDateTime(${column}, '%Y-%m-%dT%H:%i:%SZ', 'UTC')`;
