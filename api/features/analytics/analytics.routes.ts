import { Router } from 'express';
import { ok } from '../../http/envelope';
import type { RouteContext } from '../../http/route-context';
import { businessIdOf, requireScope } from '../../middleware/auth';
import { validate, validQuery } from '../../middleware/validate';
import { analyticsQuery } from './analytics.schemas';
import { analytics } from './analytics.service';

export function analyticsRoutes({ deps, limits }: RouteContext): Router {
  const r = Router();
  r.get(
    '/v1/affiliate/analytics',
    requireScope(deps, 'reports:read'),
    limits.middleware('analytics'),
    validate({ query: analyticsQuery }),
    async (req, res) => {
      const q = validQuery(req, analyticsQuery);
      ok(res, 'Analytics retrieved successfully', await analytics(deps, businessIdOf(req), q));
    },
  );
  return r;
}
