import type { ResultSet } from '@clickhouse/client';
import type { ChQuery } from '../../clickhouse/query-file';
import type { Deps } from '../deps';
import { AppError, ReportError } from '../errors';

/**
 * What a failure of the store becomes. `raise`: the error reaches the error handler as it is
 * (analytics). `report-error`: it is logged under `log` and answered 500 REPORT_ERROR with
 * nothing internal in the body (the reports' contract, docs/reports.md).
 */
export type ChFailure = { as: 'raise' } | { as: 'report-error'; log: string };

export const RAISE: ChFailure = { as: 'raise' };
export const REPORT_ERROR: ChFailure = { as: 'report-error', log: 'report query failed' };

type ChDeps = Pick<Deps, 'ch' | 'logger'>;

async function guarded<R>(deps: ChDeps, failure: ChFailure, read: () => Promise<R>): Promise<R> {
  if (failure.as === 'raise') return read();
  try {
    return await read();
  } catch (err) {
    if (err instanceof AppError) throw err;
    deps.logger.error({ err: (err as Error).message }, failure.log);
    throw new ReportError();
  }
}

const send = (deps: ChDeps, query: string, params: Record<string, unknown>) =>
  deps.ch.client.query({ query, query_params: params, format: 'JSONEachRow' });

/** One ClickHouse read of a query file (clickhouse/query-file.ts), all its rows parsed. */
export function chRows<P extends Record<string, unknown>, R>(
  deps: ChDeps,
  query: ChQuery<P, R>,
  params: P,
  failure: ChFailure,
): Promise<R[]> {
  return guarded(deps, failure, async () => (await send(deps, query.text, params)).json<R>());
}

/**
 * The same read for streaming: only sending the query is guarded, so a failure before the
 * first byte is still `failure`; rows are read from the result set afterwards.
 */
export function chResult<P extends Record<string, unknown>, R>(
  deps: ChDeps,
  query: ChQuery<P, R>,
  params: P,
  failure: ChFailure,
): Promise<ResultSet<'JSONEachRow'>> {
  return guarded(deps, failure, () => send(deps, query.text, params));
}
