import { toLine } from '../load/staging';

/** A row of ClickHouse `events` (clickhouse/migrations/002_events.sql, 004_events_bot.sql). */
export interface EventRow {
  business_id: number;
  id: string;
  type: string;
  visitor_id: string;
  session_id: string;
  click_id: number;
  affiliate_id: number;
  referral_link_id: number;
  referral_code: string;
  url: string;
  path: string;
  referrer: string;
  title: string;
  product_id: string;
  product_name: string;
  price: string;
  quantity: number;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  device: string;
  browser: string;
  os: string;
  country: string;
  traffic_source: string;
  is_bot: number;
  occurred_at: string;
}

export const EVENT_COLUMNS = [
  'business_id',
  'id',
  'type',
  'visitor_id',
  'session_id',
  'click_id',
  'affiliate_id',
  'referral_link_id',
  'referral_code',
  'url',
  'path',
  'referrer',
  'title',
  'product_id',
  'product_name',
  'price',
  'quantity',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'device',
  'browser',
  'os',
  'country',
  'traffic_source',
  'is_bot',
  'occurred_at',
] as const satisfies readonly (keyof EventRow)[];

/** An event's row as one staged line, values in EVENT_COLUMNS order (spelled out, as clickLine). */
export const eventLine = (r: EventRow): string =>
  toLine([
    r.business_id,
    r.id,
    r.type,
    r.visitor_id,
    r.session_id,
    r.click_id,
    r.affiliate_id,
    r.referral_link_id,
    r.referral_code,
    r.url,
    r.path,
    r.referrer,
    r.title,
    r.product_id,
    r.product_name,
    r.price,
    r.quantity,
    r.utm_source,
    r.utm_medium,
    r.utm_campaign,
    r.device,
    r.browser,
    r.os,
    r.country,
    r.traffic_source,
    r.is_bot,
    r.occurred_at,
  ]);
