import { Router } from 'express';
import { created, noContent, ok } from '../../http/envelope';
import type { RouteContext } from '../../http/route-context';
import { businessIdOf, requireScope } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { affiliateParams, couponCreateBody, couponParams } from './coupons.schemas';
import { createCoupon, deleteCoupon, listCoupons } from './coupons.service';

export function couponsRoutes({ deps, limits }: RouteContext): Router {
  const r = Router();
  const read = [requireScope(deps, 'affiliates:read'), limits.middleware('read')];
  const write = [requireScope(deps, 'affiliates:write'), limits.middleware('write')];

  r.get(
    '/v1/affiliates/:affiliateId/coupons',
    ...read,
    validate({ params: affiliateParams }),
    async (req, res) => {
      ok(
        res,
        'Coupons retrieved successfully',
        await listCoupons(deps, businessIdOf(req), Number(req.params.affiliateId)),
      );
    },
  );
  r.post(
    '/v1/affiliates/:affiliateId/coupons',
    ...write,
    validate({ params: affiliateParams, body: couponCreateBody }),
    async (req, res) => {
      const coupon = await createCoupon(
        deps,
        businessIdOf(req),
        Number(req.params.affiliateId),
        (req.body as { code: string }).code,
      );
      created(res, 'Coupon created successfully', coupon);
    },
  );
  r.delete(
    '/v1/affiliates/:affiliateId/coupons/:couponId',
    ...write,
    validate({ params: couponParams }),
    async (req, res) => {
      await deleteCoupon(
        deps,
        businessIdOf(req),
        Number(req.params.affiliateId),
        Number(req.params.couponId),
      );
      noContent(res);
    },
  );
  return r;
}
