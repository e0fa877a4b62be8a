import { Router } from 'express';
import { accepted } from '../../http/envelope';
import type { RouteContext } from '../../http/route-context';
import { businessIdOf, requireScope } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import type { EventInput } from '../../domain/tracked-event';
import { enqueueEvents } from '../../queues/events';
import { pageviewsBody } from '../../tracking/edge/intake';

/** POST /v1/pageviews: the merchant's server sends events in batches (docs/architecture.md, Events). */
export function eventsRoutes({ deps, limits }: RouteContext): Router {
  const r = Router();
  r.post(
    '/v1/pageviews',
    requireScope(deps, 'pageviews:write'),
    limits.middleware('ingest'),
    validate({ body: pageviewsBody }, { allowNul: true }),
    async (req, res) => {
      const n = await enqueueEvents(deps, {
        businessId: businessIdOf(req),
        // The visitor is not the caller: each event may name its own ip_address and user_agent.
        ip: null,
        userAgent: null,
        proxyCountry: null,
        events: req.body.events as EventInput[],
      });
      accepted(res, 'Events accepted', { accepted: n });
    },
  );
  return r;
}
