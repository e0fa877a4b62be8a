import { celebrate, Joi, Modes, type SchemaOptions } from 'celebrate';
import type { ObjectSchema } from 'joi';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Clock } from '../clock';
import type { ValidationContext } from '../http/schemas';
import { NotFoundError, ValidationError, type ValidationDetails } from '../errors';
import { tag } from '../http/route-meta';
import {
  arrayCaps,
  oversizedArrays,
  scalarLeaves,
  withoutArrays,
  wrongScalars,
} from '../http/strict-scalars';
import { toAppError } from './error-handler';

/** Paths of string values (keys included) that hold a NUL character, which PostgreSQL text refuses. */
function nulPaths(value: unknown, path: string[], out: string[], depth = 0): void {
  if (depth > 64 || out.length >= 20) return;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out.push(path.join('.') || 'body');
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => nulPaths(v, [...path, String(i)], out, depth + 1));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\u0000')) out.push([...path, k.split('\u0000').join('')].join('.'));
      nulPaths(v, [...path, k], out, depth + 1);
    }
  }
}

/**
 * The fields of `values` that hold a NUL character, each with its message ({} when none):
 * PostgreSQL cannot store it, and the failure would otherwise surface as a 500. For input
 * validated outside the middleware (the partner's decrypted payload) as well.
 */
export function nulDetails(...values: unknown[]): ValidationDetails {
  const found: string[] = [];
  for (const v of values) nulPaths(v, [], found);
  const details: ValidationDetails = {};
  for (const p of found) details[p] = ['must not contain NUL characters'];
  return details;
}

/** A NUL character anywhere in the body or query is a 422 naming the field (in a path value, a 404), for every route. */
function refuseNul(req: Request, _res: Response, next: NextFunction): void {
  // A path value that cannot exist names no resource.
  if (Object.keys(nulDetails(req.params)).length) return next(new NotFoundError());
  const details = nulDetails(req.body, req.query);
  next(Object.keys(details).length ? new ValidationError(details) : undefined);
}

/** The service's joi conventions, for code that validates outside celebrate (raw hot paths). */
export const JOI_OPTIONS = {
  abortEarly: false,
  allowUnknown: true,
  stripUnknown: true,
  convert: true,
  errors: { wrap: { label: false } },
} as const;

/**
 * celebrate with the service's joi conventions: every failure reported (not just the first),
 * unknown fields ignored and dropped, strings converted for query and path (docs/architecture.md,
 * Request path).
 * `allowNul` is for bodies that never reach PostgreSQL (events go to ClickHouse only, which
 * stores any byte), so /v1/pageviews accepts what /v1/collect accepts. `clock` is for rules
 * on the time (a future converted_at), which then fail together with every other field.
 */
export function validate(
  schema: SchemaOptions,
  opts: { allowNul?: boolean; clock?: Clock } = {},
): RequestHandler {
  const context: ValidationContext | undefined = opts.clock ? { clock: opts.clock } : undefined;
  const check = celebrate(schema, context ? { ...JOI_OPTIONS, context } : JOI_OPTIONS, { mode: Modes.FULL });
  const body = Joi.isSchema(schema.body) ? schema.body.describe() : null;
  const leaves = body ? scalarLeaves(body) : [];
  const caps = body ? arrayCaps(body) : [];
  return tag(
    (req: Request, res: Response, next: NextFunction) => {
      // An array over its cap is refused by its length: joi would check every item before the
      // cap. The rest of the body is still validated, so the 422 names every invalid field.
      const oversized = caps.length ? oversizedArrays(req.body, caps) : {};
      if (Object.keys(oversized).length) req.body = withoutArrays(req.body, oversized);
      // Read before celebrate replaces the body with its converted value.
      const wrong = { ...(leaves.length ? wrongScalars(req.body, leaves) : {}), ...oversized };
      check(req, res, (err?: unknown) => {
        if (Object.keys(wrong).length) {
          const known = err ? toAppError(err) : null;
          // A bad path value is a 404 before anything about the body.
          if (known && !(known instanceof ValidationError)) return next(known);
          return next(new ValidationError({ ...known?.details, ...wrong }));
        }
        if (err) return next(err);
        return opts.allowNul ? next() : refuseNul(req, res, next);
      });
    },
    { schema },
  );
}

/**
 * The query as `validate({ query: schema })` left it: celebrate replaced it with the schema's
 * converted value (numbers, booleans, defaults), so its type is the one the schema declares
 * (`Joi.object<LinkQuery>(…)`, whose keys TypeScript checks against it). The one place that
 * value meets express's untyped query; pass the schema the route validated with.
 */
export function validQuery<T>(req: Request, _schema: ObjectSchema<T>): T {
  return req.query as unknown as T;
}
