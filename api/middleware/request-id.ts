import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's X-Request-Id when it is sane, otherwise a new one (the raw hot paths use it too). */
export function requestIdFrom(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

/** Honours a caller's X-Request-Id when it is sane, otherwise makes one; echoes it back. */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  req.id = requestIdFrom(req.get('x-request-id'));
  res.setHeader('X-Request-Id', req.id);
  next();
}
