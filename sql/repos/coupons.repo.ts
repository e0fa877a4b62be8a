import { sql } from '../query-file';
import type { Executor } from './types';

export interface CouponRow {
  id: number;
  affiliate_id: number;
  code: string;
  created_at: string;
}

const q = {
  insert: sql('coupons/insert'),
  list: sql('coupons/list'),
  softDelete: sql('coupons/soft-delete'),
};

/** An affiliate's coupon codes (README, "Coupon codes and renewals"). */
export class CouponsRepo {
  constructor(private readonly db: Executor) {}

  /** The new coupon, or null when the code is live in the business already (any letter case). */
  insert(c: {
    businessId: number;
    affiliateId: number;
    code: string;
    now: string;
  }): Promise<CouponRow | null> {
    return this.db.oneOrNone(q.insert, c);
  }

  /** The affiliate's live coupons, oldest first. */
  list(businessId: number, affiliateId: number): Promise<CouponRow[]> {
    return this.db.any(q.list, { businessId, affiliateId });
  }

  async softDelete(businessId: number, affiliateId: number, id: number, now: string): Promise<boolean> {
    return (await this.db.oneOrNone(q.softDelete, { businessId, affiliateId, id, now })) !== null;
  }
}
