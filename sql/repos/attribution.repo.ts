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
  /** Percent as a decimal string, or null: the commission chain applies (docs/architecture.md, Commission engine, settings and tiers). */
  recurring_rate: string | null;
  /** Whether the instant asked about falls in the renewal window. */
  in_window: boolean;
}

export interface ConversionContext {
  cookieDuration: number;
  binding: SubscriptionBinding | null;
  coupon: { couponId: number; affiliate: AttributableAffiliate } | null;
}

interface ContextRow {
  cookie_duration: number;
  sub_affiliate_id: number | null;
  sub_status: AttributableAffiliate['status'] | null;
  sub_deleted: boolean | null;
  sub_link_id: number | null;
  recurring_rate: string | null;
  in_window: boolean;
  coupon_id: number | null;
  coupon_affiliate_id: number | null;
  coupon_status: AttributableAffiliate['status'] | null;
  coupon_deleted: boolean | null;
}

const q = {
  cookieDuration: sql('attribution/cookie-duration'),
  conversionContext: sql('attribution/conversion-context'),
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

  /**
   * The cookie window, the subscription's binding judged at `convertedAt` (ISO) and the live
   * coupon's affiliate, in one query; a null subscription id or code looks nothing up.
   */
  async conversionContext(
    businessId: number,
    hints: { subscriptionId: string | null; couponCode: string | null; convertedAt: string },
  ): Promise<ConversionContext> {
    const r = await this.db.one<ContextRow>(q.conversionContext, { businessId, ...hints });
    return {
      cookieDuration: r.cookie_duration,
      binding:
        r.sub_affiliate_id === null
          ? null
          : {
              id: r.sub_affiliate_id,
              status: r.sub_status!,
              deleted: r.sub_deleted!,
              referral_link_id: r.sub_link_id,
              recurring_rate: r.recurring_rate,
              in_window: r.in_window,
            },
      coupon:
        r.coupon_id === null
          ? null
          : {
              couponId: r.coupon_id,
              affiliate: { id: r.coupon_affiliate_id!, status: r.coupon_status!, deleted: r.coupon_deleted! },
            },
    };
  }
}
