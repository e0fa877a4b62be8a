import type http from 'node:http';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { metrics } from '../metrics';
import { errorBody } from '../middleware/error-handler';

/**
 * What the Express app does around every request, for the raw hot paths (api/server.ts):
 * the error envelope, the request log line and the duration metric, by route pattern.
 */

/** Writes the error envelope (AppError as is; anything else is logged and becomes 500 SERVER_ERROR). */
export function writeRawError(
  res: http.ServerResponse,
  err: unknown,
  reqId: string,
  logger: Logger,
  route: string,
): number {
  const known = err instanceof AppError ? err : null;
  if (!known || known.status >= 500)
    logger.error({ err, reqId, route }, known ? known.message : 'unhandled error');
  const e = known ?? new AppError(500, 'SERVER_ERROR', 'Internal server error');
  if (res.headersSent) {
    res.destroy();
    return e.status;
  }
  const body = JSON.stringify(errorBody(e));
  res.writeHead(e.status, {
    ...e.headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'X-Request-Id': reqId,
  });
  res.end(body);
  return e.status;
}

/** The request log line and duration sample the Express app writes, for one finished hot-path request. */
export function recordRawRequest(
  logger: Logger,
  route: string,
  method: string,
  path: string,
  status: number,
  reqId: string,
  start: bigint,
): void {
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  metrics.httpDuration.labels(method, route, String(status)).observe(ms / 1000);
  if (logger.isLevelEnabled('info')) logger.info({ reqId, method, path, status, ms }, 'request');
}
