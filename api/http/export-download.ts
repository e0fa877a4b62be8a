import type { RequestHandler } from 'express';
import type { Schema } from 'joi';
import type { Scope } from '../security/scopes';
import { requireScope } from '../middleware/auth';
import { validate } from '../middleware/validate';
import type { RouteContext } from './route-context';

/**
 * The guards of a synchronous export download, in this order: the scope, the export rate
 * limit, the query's validation, then a download slot (held until the response ends), so a
 * refused or invalid request never takes a slot.
 */
export function exportDownloadGuards(
  { deps, limits, downloads }: RouteContext,
  scope: Scope,
  query: Schema,
): RequestHandler[] {
  return [
    requireScope(deps, scope),
    limits.middleware('export'),
    validate({ query }),
    downloads.middleware(),
  ];
}
