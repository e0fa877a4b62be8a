import type { ChQuery } from '../../clickhouse/query-file';
import { chQuery } from '../../clickhouse/query-file';
import type { Deps } from '../deps';
import { Dec } from '../domain/money';
import { chRows, REPORT_ERROR } from './clickhouse';
import { REPORT_RANGE, resolveRange, type DayRange } from './day-range';

/** What a report's reads need; the merchant's reports and the portal's stats both read this way. */
export type ReportDeps = Pick<Deps, 'ch' | 'db' | 'clock' | 'logger'>;

export interface RangeQuery {
  from?: string;
  to?: string;
}

/** A report's range: the report rules of docs/reports.md (Ranges). */
export const reportRange = (deps: Pick<Deps, 'clock'>, q: RangeQuery): DayRange =>
  resolveRange(deps.clock.now(), q, REPORT_RANGE);

/** A report's ClickHouse read: a store failure is 500 REPORT_ERROR. */
export const reportRows = <P extends Record<string, unknown>, R>(
  deps: ReportDeps,
  query: ChQuery<P, R>,
  params: P,
): Promise<R[]> => chRows(deps, query, params, REPORT_ERROR);

/**
 * Conversions per 100 click sessions, exact; 0 without sessions (and so a previous period
 * without clicks has the rate 0 for the conversion_rate trend).
 */
export function conversionRate(conversions: number, sessions: number): Dec {
  return sessions === 0 ? new Dec(0) : new Dec(conversions).div(sessions).times(100);
}

/** One affiliate's clicks, conversions, earned and pending commission per day (the portal's stats). */
export const AFFILIATE_DAILY = chQuery<
  { b: number; start: string; end: string; from: string; to: string; a: number },
  { day: string; clicks: number; conversions: number; earned: string; pending: string }
>('reports/affiliate-daily');
