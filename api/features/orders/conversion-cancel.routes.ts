import { Router } from 'express';
import { ok } from '../../http/envelope';
import type { RouteContext } from '../../http/route-context';
import { businessIdOf, requireScope } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { cancelConversion } from './order-review.service';
import { cancelBody, orderIdParams } from './orders.schemas';

/**
 * POST /v1/conversions/{order_id}/cancel: the e-commerce integration cancels an order by its
 * external id. Lives with the orders because it is one of their transitions.
 */
export function conversionCancelRoutes({ deps, limits }: RouteContext): Router {
  const r = Router();
  r.post(
    '/v1/conversions/:order_id/cancel',
    requireScope(deps, 'conversions:write'),
    limits.middleware('write'),
    validate({ params: orderIdParams, body: cancelBody }),
    async (req, res) => {
      const o = await cancelConversion(deps, businessIdOf(req), String(req.params.order_id), req.body.reason);
      ok(res, `Order ${o.order_id} cancelled`, o);
    },
  );
  return r;
}
