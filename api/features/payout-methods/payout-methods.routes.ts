import { Router } from 'express';
import { ok } from '../../http/envelope';
import type { RouteContext } from '../../http/route-context';
import { idParams } from '../../http/schemas';
import { businessIdOf, requireScope } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { payoutMethodBody } from '../../payments/details';
import { setPayoutMethod } from './payout-methods.service';

/** The merchant sets where an affiliate is paid (README, "Payout runs"). */
export function payoutMethodsRoutes({ deps, limits }: RouteContext): Router {
  const r = Router();
  r.put(
    '/v1/affiliates/:id/payout-method',
    requireScope(deps, 'affiliates:write'),
    limits.middleware('write'),
    validate({ params: idParams('id'), body: payoutMethodBody }),
    async (req, res) => {
      const view = await setPayoutMethod(deps, businessIdOf(req), Number(req.params.id), req.body);
      ok(res, 'Payout method saved successfully', view);
    },
  );
  return r;
}
