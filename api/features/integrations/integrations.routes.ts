import { Router } from 'express';
import { created, noContent, ok } from '../../http/envelope';
import type { RouteContext } from '../../http/route-context';
import { businessIdOf, requireScope } from '../../middleware/auth';
import { validate, validQuery } from '../../middleware/validate';
import {
  createIntegrationBody,
  integrationEventsQuery,
  integrationIdParams,
  integrationsQuery,
} from './integrations.schemas';
import {
  createIntegration,
  deleteIntegration,
  getIntegration,
  listIntegrationEvents,
  listIntegrations,
  receiveHook,
} from './integrations.service';

/** Billing integrations (README, "Billing integrations") and the providers' hook. */
export function integrationsRoutes({ deps, limits }: RouteContext): Router {
  const r = Router();
  const read = [requireScope(deps, 'settings:read'), limits.middleware('settingsRead')];
  const write = [requireScope(deps, 'settings:write'), limits.middleware('settingsWrite')];
  const idOf = (req: { params: Record<string, unknown> }) => Number(req.params.id);

  r.post('/v1/integrations', ...write, validate({ body: createIntegrationBody }), async (req, res) => {
    created(res, 'Integration created', await createIntegration(deps, businessIdOf(req), req.body));
  });
  r.get('/v1/integrations', ...read, validate({ query: integrationsQuery }), async (req, res) => {
    ok(
      res,
      'Integrations retrieved',
      await listIntegrations(deps, businessIdOf(req), validQuery(req, integrationsQuery)),
    );
  });
  r.get('/v1/integrations/:id', ...read, validate({ params: integrationIdParams }), async (req, res) => {
    ok(res, 'Integration retrieved', await getIntegration(deps, businessIdOf(req), idOf(req)));
  });
  r.delete('/v1/integrations/:id', ...write, validate({ params: integrationIdParams }), async (req, res) => {
    await deleteIntegration(deps, businessIdOf(req), idOf(req));
    noContent(res);
  });
  r.get(
    '/v1/integrations/:id/events',
    ...read,
    validate({ params: integrationIdParams, query: integrationEventsQuery }),
    async (req, res) => {
      ok(
        res,
        'Integration events retrieved',
        await listIntegrationEvents(
          deps,
          businessIdOf(req),
          idOf(req),
          validQuery(req, integrationEventsQuery),
        ),
      );
    },
  );
  // The provider's delivery: the raw body (read by express.raw for /hooks, api/app.ts), since
  // signatures are over the bytes as sent.
  r.post('/hooks/:provider/:id', async (req, res) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const { replay } = await receiveHook(
      deps,
      String(req.params.provider),
      String(req.params.id),
      raw,
      req.headers,
    );
    ok(res, replay ? 'Event already received' : 'Event received');
  });
  return r;
}
