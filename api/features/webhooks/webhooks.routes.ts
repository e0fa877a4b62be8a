import { Router } from 'express';
import { accepted, created, noContent, ok } from '../../http/envelope';
import type { RouteContext } from '../../http/route-context';
import { businessIdOf, requireScope } from '../../middleware/auth';
import { validate, validQuery } from '../../middleware/validate';
import {
  createWebhookBody,
  deliveriesQuery,
  deliveryIdParams,
  eventsQuery,
  patchWebhookBody,
  webhookIdParams,
  webhooksQuery,
} from './webhooks.schemas';
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listDeliveries,
  listEvents,
  listWebhooks,
  retryDelivery,
  rotateSecret,
  sendTestEvent,
  updateWebhook,
} from './webhooks.service';

/** Outbound webhooks and the event log (README, "Webhooks"). */
export function webhooksRoutes({ deps, limits }: RouteContext): Router {
  const r = Router();
  const read = [requireScope(deps, 'webhooks:read'), limits.middleware('read')];
  const write = [requireScope(deps, 'webhooks:write'), limits.middleware('write')];
  const idOf = (req: { params: Record<string, unknown> }) => Number(req.params.id);

  r.get('/v1/webhooks', ...read, validate({ query: webhooksQuery }), async (req, res) => {
    ok(
      res,
      'Webhook endpoints retrieved successfully',
      await listWebhooks(deps, businessIdOf(req), validQuery(req, webhooksQuery)),
    );
  });
  r.post('/v1/webhooks', ...write, validate({ body: createWebhookBody }), async (req, res) => {
    created(
      res,
      'Webhook endpoint created successfully',
      await createWebhook(deps, businessIdOf(req), req.body),
    );
  });
  r.get('/v1/webhooks/:id', ...read, validate({ params: webhookIdParams }), async (req, res) => {
    ok(res, 'Webhook endpoint retrieved successfully', await getWebhook(deps, businessIdOf(req), idOf(req)));
  });
  r.patch(
    '/v1/webhooks/:id',
    ...write,
    validate({ params: webhookIdParams, body: patchWebhookBody }),
    async (req, res) => {
      ok(
        res,
        'Webhook endpoint updated successfully',
        await updateWebhook(deps, businessIdOf(req), idOf(req), req.body),
      );
    },
  );
  r.delete('/v1/webhooks/:id', ...write, validate({ params: webhookIdParams }), async (req, res) => {
    await deleteWebhook(deps, businessIdOf(req), idOf(req));
    noContent(res);
  });
  r.post(
    '/v1/webhooks/:id/rotate-secret',
    ...write,
    validate({ params: webhookIdParams }),
    async (req, res) => {
      ok(res, 'Webhook secret rotated successfully', await rotateSecret(deps, businessIdOf(req), idOf(req)));
    },
  );
  r.post('/v1/webhooks/:id/test', ...write, validate({ params: webhookIdParams }), async (req, res) => {
    await sendTestEvent(deps, businessIdOf(req), idOf(req));
    accepted(res, 'Test event queued');
  });
  r.get(
    '/v1/webhooks/:id/deliveries',
    ...read,
    validate({ params: webhookIdParams, query: deliveriesQuery }),
    async (req, res) => {
      ok(
        res,
        'Webhook deliveries retrieved successfully',
        await listDeliveries(deps, businessIdOf(req), idOf(req), validQuery(req, deliveriesQuery)),
      );
    },
  );
  r.post(
    '/v1/webhooks/:id/deliveries/:delivery_id/retry',
    ...write,
    validate({ params: deliveryIdParams }),
    async (req, res) => {
      const d = await retryDelivery(deps, businessIdOf(req), idOf(req), Number(req.params.delivery_id));
      accepted(res, 'Delivery retry queued', d);
    },
  );
  r.get('/v1/events', ...read, validate({ query: eventsQuery }), async (req, res) => {
    ok(
      res,
      'Events retrieved successfully',
      await listEvents(deps, businessIdOf(req), validQuery(req, eventsQuery)),
    );
  });
  return r;
}
