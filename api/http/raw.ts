import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { AppError, BadRequestError } from '../errors';
import type { Logger } from '../logger';
import { metrics } from '../metrics';
import { errorBody, toAppError } from '../middleware/error-handler';

/**
 * Building blocks for the raw hot paths (handlers that run before Express): the same request
 * id, request log line, duration metric and envelopes as the Express app gives its routes.
 */

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Request id (the caller's when sane), echoed back; logs and times the request on finish. */
export function observe(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  route: string,
  logger: Logger,
): string {
  const start = process.hrtime.bigint();
  const incoming = req.headers['x-request-id'];
  const reqId = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', reqId);
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    metrics.httpDuration.observe(
      { method: req.method ?? '', route, status: String(res.statusCode) },
      ms / 1000,
    );
    logger.info({ reqId, method: req.method, path: route, status: res.statusCode, ms }, 'request');
  });
  return reqId;
}

/** The client's address: X-Forwarded-For's first entry behind a trusted proxy (as Express's req.ip). */
export function clientIp(req: http.IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const xff = req.headers['x-forwarded-for'];
    const first = (Array.isArray(xff) ? xff[0] : xff)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

export function writeJson(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** Anything thrown, as the error envelope; unexpected errors are logged and answered 500. */
export function writeError(
  res: http.ServerResponse,
  err: unknown,
  log: { logger: Logger; reqId: string },
): void {
  const known = toAppError(err);
  const appError = known ?? new AppError(500, 'SERVER_ERROR', 'Internal server error');
  if (!known || appError.status >= 500) log.logger.error({ err, reqId: log.reqId }, appError.message);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (appError.headers) for (const [k, v] of Object.entries(appError.headers)) res.setHeader(k, v);
  writeJson(res, appError.status, errorBody(appError));
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
