import { Router } from 'express';
import { accepted, ok, paged } from '../../http/envelope';
import type { RouteContext } from '../../http/route-context';
import { businessIdOf, requireScope } from '../../middleware/auth';
import { validate, validQuery } from '../../middleware/validate';
import { listClicksQuery, recordClickBody } from './clicks.schemas';
import { listClicks, recordClick } from './clicks.service';

export function clicksRoutes({ deps, limits }: RouteContext): Router {
  const r = Router();
  r.post(
    '/v1/clicks',
    requireScope(deps, 'clicks:write'),
    limits.middleware('ingest'),
    validate({ body: recordClickBody }),
    async (req, res) => {
      accepted(res, 'Click recorded', await recordClick(deps, businessIdOf(req), req.body));
    },
  );
  r.get(
    '/v1/clicks',
    requireScope(deps, 'clicks:read'),
    limits.middleware('read'),
    validate({ query: listClicksQuery }),
    async (req, res) => {
      const q = validQuery(req, listClicksQuery);
      const { items, total } = await listClicks(deps, businessIdOf(req), q);
      ok(res, 'Clicks retrieved successfully', paged(items, q.page, q.per_page, total));
    },
  );
  return r;
}
