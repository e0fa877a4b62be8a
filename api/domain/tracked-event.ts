/** The event types POST /v1/collect and POST /v1/pageviews accept (README, "Tracking from a shop"). */
export const EVENT_TYPES = [
  'pageview',
  'product_view',
  'add_to_cart',
  'remove_from_cart',
  'thank_you_view',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** One validated event (joi output). */
export interface EventInput {
  type: EventType;
  visitor_id?: string | null;
  session_id?: string | null;
  click_id?: number | null;
  referral_code?: string | null;
  url?: string | null;
  referrer?: string | null;
  title?: string | null;
  product_id?: string | number | null;
  product_name?: string | null;
  price?: number | null;
  quantity?: number | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  occurred_at?: string | null;
  ip_address?: string | null;
  user_agent?: string | null;
}
