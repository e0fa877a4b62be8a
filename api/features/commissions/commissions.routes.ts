import { Router } from 'express';
import { ok } from '../../http/envelope';
import type { RouteContext } from '../../http/route-context';
import { businessIdOf, requireScope } from '../../middleware/auth';
import { validate, validQuery } from '../../middleware/validate';
import { previewQuery } from './commissions.schemas';
import { commissionPreview } from './commission.service';

export function commissionsRoutes({ deps, limits }: RouteContext): Router {
  const r = Router();
  r.get(
    '/v1/commissions/preview',
    requireScope(deps, 'commissions:read'),
    limits.middleware('read'),
    validate({ query: previewQuery }),
    async (req, res) => {
      const q = validQuery(req, previewQuery);
      ok(res, 'Commission preview', await commissionPreview(deps, businessIdOf(req), q));
    },
  );
  return r;
}
