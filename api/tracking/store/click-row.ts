import { clickIdTime } from '../../domain/click-id';
import { countryOf, parseUserAgent, UNNAMED_AGENT } from '../../domain/enrich';
import { UTM_MAX_LENGTH } from '../../domain/utm';
import type { RawClick } from '../../queues/clicks';
import { toLine } from '../load/staging';

/** A row of the ClickHouse `clicks` table (docs/clickhouse.md). */
export interface ClickRow {
  business_id: number;
  id: number;
  referral_link_id: number;
  affiliate_id: number;
  campaign: string;
  visitor_id: string;
  ip_address: string;
  user_agent: string;
  device: string;
  browser: string;
  os: string;
  country: string;
  referrer: string;
  landing_page: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  /** 1 for a click counted nowhere: a bot, or (quality says) a duplicate or a rejected data-centre click. */
  is_bot: 0 | 1;
  created_at: string;
  quality: ClickQuality;
}

/** Why a click counts or not (README, "Fraud and traffic quality"). */
export const CLICK_QUALITIES = ['ok', 'bot', 'duplicate', 'datacenter'] as const;
export type ClickQuality = (typeof CLICK_QUALITIES)[number];

/** The columns of `clicks` in the order of a staged line's values (clickLine). */
export const CLICK_COLUMNS = [
  'business_id',
  'id',
  'referral_link_id',
  'affiliate_id',
  'campaign',
  'visitor_id',
  'ip_address',
  'user_agent',
  'device',
  'browser',
  'os',
  'country',
  'referrer',
  'landing_page',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'is_bot',
  'created_at',
  'quality',
] as const satisfies readonly (keyof ClickRow)[];

/**
 * A click's row as one JSONCompactEachRow line (values in CLICK_COLUMNS order): what is staged,
 * and what recent clicks keep. The values are spelled out rather than mapped over the column
 * names, whose keyed reads cost about 1 µs a row.
 */
export const clickLine = (r: ClickRow): string =>
  toLine([
    r.business_id,
    r.id,
    r.referral_link_id,
    r.affiliate_id,
    r.campaign,
    r.visitor_id,
    r.ip_address,
    r.user_agent,
    r.device,
    r.browser,
    r.os,
    r.country,
    r.referrer,
    r.landing_page,
    r.utm_source,
    r.utm_medium,
    r.utm_campaign,
    r.is_bot,
    r.created_at,
    r.quality,
  ]);

/** The same instant as ClickHouse's DateTime64(6) text, the form it parses fastest. */
const clickHouseTime = (id: number): string =>
  clickIdTime(id).toISOString().replace('T', ' ').replace('Z', '000');

export function enrichClick(c: RawClick): ClickRow {
  // null: the client named none (POST /v1/clicks); a redirect without the header carries ''.
  const ua = c.user_agent === null ? UNNAMED_AGENT : parseUserAgent(c.user_agent);
  return {
    business_id: c.business_id,
    id: c.id,
    referral_link_id: c.referral_link_id,
    affiliate_id: c.affiliate_id,
    campaign: c.campaign ?? '',
    visitor_id: c.visitor_id,
    ip_address: c.ip_address ?? '',
    user_agent: c.user_agent ?? '',
    device: ua.device,
    browser: ua.browser,
    os: ua.os,
    country: countryOf(c.ip_address, c.proxy_country),
    referrer: c.referrer ?? '',
    landing_page: c.landing_page ?? '',
    utm_source: c.utm_source ?? '',
    utm_medium: c.utm_medium ?? '',
    utm_campaign: c.utm_campaign ?? '',
    is_bot: ua.is_bot ? 1 : 0,
    created_at: clickHouseTime(c.id),
    // The loader's classification (api/tracking/load/clicks/quality.ts) may change a human's.
    quality: ua.is_bot ? 'bot' : 'ok',
  };
}

/** Field limits at the edge (the redirect, POST /v1/clicks), so a click batch stays small whatever a client sends. */
export const FIELD_LIMITS = { userAgent: 1024, referrer: 2048, url: 2048, utm: UTM_MAX_LENGTH } as const;

export const clip = (s: string | null | undefined, max: number): string | null =>
  s == null || s === '' ? null : s.length > max ? s.slice(0, max) : s;
