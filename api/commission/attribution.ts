import type { AttributableAffiliate, SubscriptionBinding } from '../../sql/repos/attribution.repo';
import type { StoredClick } from '../tracking/store/find-clicks';

/** How a conversion was credited: the order detail's `attribution`. */
export type AttributionMethod = 'subscription' | 'click' | 'coupon' | 'referral_code' | 'visitor' | 'direct';

export interface Attribution {
  method: AttributionMethod;
  /** Attached whatever its status; only an active one earns (docs/architecture.md, Conversions). */
  affiliate: AttributableAffiliate | null;
  linkId: number | null;
  click: StoredClick | null;
  couponId: number | null;
  /** A renewal of a bound subscription: the recurring rate to apply, null for the commission chain (docs/architecture.md, Commission engine, settings and tiers). */
  recurringRate?: string | null;
  /** The subscription was bound already (whether or not this renewal earns): nothing to bind. */
  bound?: boolean;
}

export const DIRECT: Attribution = {
  method: 'direct',
  affiliate: null,
  linkId: null,
  click: null,
  couponId: null,
};

/**
 * Step 0: a renewal of a bound subscription goes to the binding's affiliate and link inside
 * the renewal window, and is direct past it (the binding stays).
 */
export function renewalOf(b: SubscriptionBinding): Attribution {
  if (!b.in_window) return { ...DIRECT, bound: true };
  const { id, status, deleted } = b;
  return {
    method: 'subscription',
    affiliate: { id, status, deleted },
    linkId: b.referral_link_id,
    click: null,
    couponId: null,
    recurringRate: b.recurring_rate,
    bound: true,
  };
}
