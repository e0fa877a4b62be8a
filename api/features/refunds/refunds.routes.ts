import { Router } from 'express';
import { ok } from '../../http/envelope';
import type { RouteContext } from '../../http/route-context';
import { businessIdOf, requireScope } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { refundBody, refundParams } from './refunds.schemas';
import { refundOrder } from './refunds.service';

/** POST /v1/conversions/{order_id}/refund: the shop reports a (partial) refund of an order. */
export function refundsRoutes({ deps, limits }: RouteContext): Router {
  const r = Router();
  r.post(
    '/v1/conversions/:order_id/refund',
    requireScope(deps, 'conversions:write'),
    limits.middleware('write'),
    validate({ params: refundParams, body: refundBody }),
    async (req, res) => {
      const o = await refundOrder(deps, businessIdOf(req), String(req.params.order_id), req.body);
      ok(res, `Refund recorded for order ${o.order_id}`, o);
    },
  );
  return r;
}
