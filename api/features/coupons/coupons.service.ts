import type { CouponRow } from '../../../sql/repos/coupons.repo';
import { dateToIso } from '../../../sql/timestamps';
import type { Deps } from '../../deps';
import { NotFoundError, ValidationError } from '../../errors';

export type Coupon = CouponRow;

const affiliateNotFound = () => new NotFoundError('Affiliate not found');

/**
 * POST /v1/affiliates/{id}/coupons. The affiliate is held FOR SHARE until the coupon commits,
 * so a concurrent delete of the affiliate (which deletes its coupons) cannot miss it.
 */
export async function createCoupon(
  deps: Pick<Deps, 'db' | 'clock'>,
  businessId: number,
  affiliateId: number,
  code: string,
): Promise<Coupon> {
  return deps.db.tx('coupon-create', async (tx) => {
    if (!(await tx.links.lockAffiliate(businessId, affiliateId))) throw affiliateNotFound();
    const coupon = await tx.coupons.insert({
      businessId,
      affiliateId,
      code,
      now: dateToIso(deps.clock.now()),
    });
    if (!coupon) throw ValidationError.field('code', 'The code has already been taken.');
    return coupon;
  });
}

/** GET /v1/affiliates/{id}/coupons: a foreign or deleted affiliate is 404. */
export async function listCoupons(deps: Pick<Deps, 'db'>, businessId: number, affiliateId: number) {
  if (!(await deps.db.affiliates.exists(businessId, affiliateId, { withDeleted: false })))
    throw affiliateNotFound();
  return deps.db.coupons.list(businessId, affiliateId);
}

/** DELETE /v1/affiliates/{id}/coupons/{coupon_id}: the code is free again at once. */
export async function deleteCoupon(
  deps: Pick<Deps, 'db' | 'clock'>,
  businessId: number,
  affiliateId: number,
  couponId: number,
): Promise<void> {
  if (!(await deps.db.coupons.softDelete(businessId, affiliateId, couponId, dateToIso(deps.clock.now()))))
    throw new NotFoundError('Coupon not found');
}
