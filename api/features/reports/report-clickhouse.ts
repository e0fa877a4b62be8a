import type { Deps } from '../../deps';
import { AppError, ReportError } from '../../errors';

/**
 * One ClickHouse read for a report. Values go only through query_params; any failure of the
 * store becomes 500 REPORT_ERROR (spec: Errors) with nothing internal in the body.
 */
export async function chRows<T>(
  deps: Pick<Deps, 'ch' | 'logger'>,
  query: string,
  params: Record<string, unknown>,
): Promise<T[]> {
  try {
    const rs = await deps.ch.client.query({ query, query_params: params, format: 'JSONEachRow' });
    return await rs.json<T>();
  } catch (err) {
    if (err instanceof AppError) throw err;
    deps.logger.error({ err: (err as Error).message }, 'report query failed');
    throw new ReportError();
  }
}
