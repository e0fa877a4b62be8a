import { Router } from 'express';
import { accepted, ok } from '../../http/envelope';
import type { RouteContext } from '../../http/route-context';
import { businessIdOf, requireScope } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { conversionBody, orderIdParams } from './conversions.schemas';
import { conversionDetail, queueConversion } from './conversions.service';

/** Conversion recording (docs/architecture.md, Conversions). The cancel endpoint lives with the orders feature. */
export function conversionsRoutes({ deps, limits }: RouteContext): Router {
  const r = Router();
  r.post(
    '/v1/conversions',
    requireScope(deps, 'conversions:write'),
    limits.middleware('ingest'),
    validate({ body: conversionBody }, { clock: deps.clock }),
    async (req, res) => {
      accepted(res, 'Conversion queued', await queueConversion(deps, businessIdOf(req), req.body));
    },
  );
  r.get(
    '/v1/conversions/:order_id',
    requireScope(deps, 'conversions:read'),
    limits.middleware('read'),
    validate({ params: orderIdParams }),
    async (req, res) => {
      ok(
        res,
        'Conversion retrieved',
        await conversionDetail(deps, businessIdOf(req), String(req.params.order_id)),
      );
    },
  );
  return r;
}
