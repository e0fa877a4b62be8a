import { isCelebrateError } from 'celebrate';
import type { NextFunction, Request, Response } from 'express';
import type { ValidationError as JoiValidationError } from 'joi';
import { isConnectionError, isStatementTimeout } from '../../sql/db';
import {
  AppError,
  BadRequestError,
  NotFoundError,
  ServiceUnavailableError,
  ValidationError,
  type ValidationDetails,
} from '../errors';
import type { Logger } from '../logger';

function joiDetails(err: JoiValidationError): ValidationDetails {
  const details: ValidationDetails = {};
  for (const d of err.details) {
    const key = d.path.length ? d.path.join('.') : (d.context?.key ?? 'body');
    (details[String(key)] ??= []).push(d.message);
  }
  return details;
}

/** Maps anything thrown into an AppError; the only place that knows error shapes. */
export function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  if (isCelebrateError(err)) {
    // A path id that is not a positive integer names no resource.
    if (err.details.has('params')) return new NotFoundError();
    const details: ValidationDetails = {};
    for (const e of err.details.values()) Object.assign(details, joiDetails(e));
    return new ValidationError(details);
  }
  // The router's own failure to decode a path value (a malformed %-escape): it names no resource.
  if (err instanceof URIError) return new NotFoundError();
  // A statement past its deadline, or a database out of reach (no free connection in time, a
  // session ended by its idle-in-transaction deadline): temporary, and nothing to show.
  if (isStatementTimeout(err))
    return new ServiceUnavailableError(
      'SERVICE_UNAVAILABLE',
      'The request took too long, please retry later',
    );
  if (isConnectionError(err)) return new ServiceUnavailableError();
  const e = err as { type?: string; status?: number; expose?: boolean };
  if (!e || typeof e !== 'object') return null;
  // body-parser's own failures: malformed JSON, bad charset, oversized body.
  if (e.type === 'entity.parse.failed') return new BadRequestError('Malformed JSON in request body');
  if (e.type === 'entity.too.large') return new BadRequestError('Request body is too large');
  // Its other client errors, typed or not (a body whose Content-Encoding does not decode is a
  // zlib error wrapped by http-errors with status 400 and no type).
  const status = e.status ?? 500;
  if ((typeof e.type === 'string' || e.expose === true) && status >= 400 && status < 500)
    return new BadRequestError('The request body could not be read');
  return null;
}

/** The error envelope's body; raw hot paths write it themselves. */
export function errorBody(err: AppError): { success: false; error: Record<string, unknown> } {
  const error: Record<string, unknown> = { code: err.code, message: err.message };
  if (err.details) error.details = err.details;
  return { success: false, error };
}

export function sendError(res: Response, err: AppError): void {
  if (err.headers) for (const [k, v] of Object.entries(err.headers)) res.setHeader(k, v);
  res.status(err.status).json(errorBody(err));
}

export function errorHandler(logger: Logger) {
  // Express recognises error middleware by its four parameters.
  return (err: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const known = toAppError(err);
    if (res.headersSent) {
      logger.error({ err, reqId: req.id }, 'error after response started');
      res.destroy();
      return;
    }
    if (known) {
      if (known.status >= 500) logger.error({ err, reqId: req.id }, known.message);
      sendError(res, known);
      return;
    }
    logger.error({ err, reqId: req.id, method: req.method, url: req.originalUrl }, 'unhandled error');
    sendError(res, new AppError(500, 'SERVER_ERROR', 'Internal server error'));
  };
}
