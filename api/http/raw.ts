import type http from 'node:http';
import { AppError, BadRequestError } from '../errors';
import type { Logger } from '../logger';
import { metrics } from '../metrics';
import { errorBody, toAppError } from '../middleware/error-handler';
import { requestIdFrom } from '../middleware/request-id';
import type { HeaderMap } from './security-headers';

/**
 * Building blocks for the raw hot paths (handlers that run before Express): the same request
 * id, request log line, duration metric and envelopes as the Express app gives its routes.
 */

/** Request id (the caller's when sane), echoed back; logs and times the request on finish. */
export function observe(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  route: string,
  logger: Logger,
): string {
  const start = process.hrtime.bigint();
  const reqId = requestIdFrom(req.headers['x-request-id']);
  res.setHeader('X-Request-Id', reqId);
  res.on('finish', () =>
    recordRawRequest(logger, route, req.method ?? '', route, res.statusCode, reqId, start),
  );
  return reqId;
}

/**
 * The request log line and duration sample the Express app writes, for one finished hot-path
 * request. `level` lowers the line for answers that come in floods and are counted by the
 * metric anyway (the redirect's 404s and 429s).
 */
export function recordRawRequest(
  logger: Logger,
  route: string,
  method: string,
  path: string,
  status: number,
  reqId: string,
  start: bigint,
  level: 'info' | 'debug' = 'info',
): void {
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  metrics.httpDuration.labels(method, route, String(status)).observe(ms / 1000);
  if (logger.isLevelEnabled(level)) logger[level]({ reqId, method, path, status, ms }, 'request');
}

export function writeJson(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/**
 * Anything thrown, as the error envelope (AppError and what the Express app's error middleware
 * knows, as it answers them; anything else is logged and answered 500 SERVER_ERROR), with the
 * request id and `headers` (the path's security headers). Returns the status written.
 */
export function writeError(
  res: http.ServerResponse,
  err: unknown,
  log: { logger: Logger; reqId: string; route: string },
  headers?: HeaderMap,
): number {
  const known = toAppError(err);
  const appError = known ?? new AppError(500, 'SERVER_ERROR', 'Internal server error');
  if (!known || appError.status >= 500)
    log.logger.error({ err, reqId: log.reqId, route: log.route }, appError.message);
  if (res.headersSent) {
    res.destroy();
    return appError.status;
  }
  const extra = { ...headers, ...appError.headers, 'X-Request-Id': log.reqId };
  for (const [k, v] of Object.entries(extra)) res.setHeader(k, v);
  writeJson(res, appError.status, errorBody(appError));
  return appError.status;
}

/**
 * The request body as text, refused past `maxBytes` (400, like the Express app's body
 * limit). A declared Content-Length over the limit is refused before anything is read.
 */
export function readBody(req: http.IncomingMessage, maxBytes: number): Promise<string> {
  const tooLarge = () => new BadRequestError('Request body is too large');
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBytes) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > maxBytes) {
        done = true;
        chunks.length = 0;
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (err) => {
      if (done) return;
      done = true;
      reject(new BadRequestError(`The request body could not be read: ${err.message}`));
    });
  });
}
