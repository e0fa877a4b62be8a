import { Router } from 'express';
import { created, ok } from '../../http/envelope';
import type { RouteContext } from '../../http/route-context';
import { businessIdOf, requireScope } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { payoutsQuery } from '../../payments/payout-filters';
import { completePayoutBody, createPayoutBody, payoutIdParams } from './payouts.schemas';
import { createPayout, listPayouts, transitionPayout } from './payouts.service';

/** Payouts: what the business has paid its affiliates (README, "For merchants"). */
export function payoutsRoutes({ deps, limits }: RouteContext): Router {
  const r = Router();
  const write = [requireScope(deps, 'payouts:write'), limits.middleware('write')];
  r.get(
    '/v1/payouts',
    requireScope(deps, 'payouts:read'),
    limits.middleware('read'),
    validate({ query: payoutsQuery }),
    async (req, res) => {
      ok(res, 'Payouts retrieved successfully', await listPayouts(deps, businessIdOf(req), req.query));
    },
  );
  r.post('/v1/payouts', ...write, validate({ body: createPayoutBody }), async (req, res) => {
    created(res, 'Payout recorded successfully', await createPayout(deps, businessIdOf(req), req.body));
  });
  r.post(
    '/v1/payouts/:id/complete',
    ...write,
    validate({ params: payoutIdParams, body: completePayoutBody }),
    async (req, res) => {
      const id = Number(req.params.id);
      const p = await transitionPayout(deps, businessIdOf(req), id, 'completed', req.body?.reference ?? null);
      ok(res, `Payout ${id} marked as completed`, p);
    },
  );
  r.post('/v1/payouts/:id/fail', ...write, validate({ params: payoutIdParams }), async (req, res) => {
    const id = Number(req.params.id);
    ok(res, `Payout ${id} marked as failed`, await transitionPayout(deps, businessIdOf(req), id, 'failed'));
  });
  return r;
}
