import { sql } from '../query-file';
import type { Executor } from './types';

export interface AttributableAffiliate {
  id: number;
  status: 'pending' | 'active' | 'suspended' | 'terminated';
  deleted: boolean;
}

/** A bound subscription's affiliate and link, and what its renewal at a given instant earns. */
export interface SubscriptionBinding extends AttributableAffiliate {
  referral_link_id: number | null;
  /** Percent as a decimal string, or null: section 5's chain applies. */
  recurring_rate: string | null;
  /** Whether the instant asked about falls in the renewal window. */
  in_window: boolean;
}

const q = {
  cookieDuration: sql('attribution/cookie-duration'),
  subscriptionBinding: sql('attribution/subscription-binding'),
  couponByCode: sql('coupons/live-by-code'),
  affiliateById: sql('attribution/affiliate-by-id'),
  affiliatesByCodes: sql('attribution/affiliates-by-codes'),
};

/** What attributing conversions and events reads from PostgreSQL. */
export class AttributionRepo {
  constructor(private readonly db: Executor) {}

  /** The business's cookie window in days (business_settings; 30 unless changed). */
  async cookieDuration(businessId: number): Promise<number> {
    const row = await this.db.oneOrNone<{ cookie_duration: number }>(q.cookieDuration, { businessId });
    return row?.cookie_duration ?? 30;
  }

  affiliateById(businessId: number, id: number): Promise<AttributableAffiliate | null> {
    return this.db.oneOrNone(q.affiliateById, { businessId, id });
  }

  /** Affiliates by referral code, case-insensitively, keyed by the lower-cased code. */
  async affiliatesByCodes(businessId: number, codes: string[]): Promise<Map<string, AttributableAffiliate>> {
    const wanted = [...new Set(codes.map((c) => c.toLowerCase()))];
    if (!wanted.length) return new Map();
    const rows = await this.db.any<AttributableAffiliate & { code: string }>(q.affiliatesByCodes, {
      businessId,
      codes: wanted,
    });
    return new Map(rows.map(({ code, ...a }) => [code, a]));
  }

  /** The binding of (business, subscription_id), judged at `convertedAt` (ISO), or null. */
  subscriptionBinding(
    businessId: number,
    subscriptionId: string,
    convertedAt: string,
  ): Promise<SubscriptionBinding | null> {
    return this.db.oneOrNone(q.subscriptionBinding, { businessId, subscriptionId, convertedAt });
  }

  /** The affiliate of a live coupon of the business, any letter case, or null. */
  couponAffiliate(
    businessId: number,
    code: string,
  ): Promise<(AttributableAffiliate & { coupon_id: number }) | null> {
    return this.db.oneOrNone(q.couponByCode, { businessId, code });
  }
}
