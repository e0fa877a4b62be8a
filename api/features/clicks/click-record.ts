import { clickIdTime } from '../../domain/click-id';
import { countryOf, parseUserAgent, UNNAMED_AGENT } from '../../domain/enrich';
import { UTM_MAX_LENGTH } from '../../domain/utm';
import { trimmed } from '../ingest/tuples';

/**
 * A click as the edge captures it (the redirect, POST /v1/clicks): only what the request
 * carries, nothing parsed. Enrichment (device, browser, os, bot, country) is the loader's
 * work, off the hot path. The click's time is its id's time.
 */
export interface RawClick {
  id: number;
  business_id: number;
  /** 0: a click by referral code for an affiliate without an active link. */
  referral_link_id: number;
  affiliate_id: number;
  campaign: string | null;
  visitor_id: string;
  ip_address: string | null;
  user_agent: string | null;
  /** The edge's country header, only from a proxy TRUST_PROXY trusts (api/http/client-address.ts). */
  proxy_country: string | null;
  referrer: string | null;
  landing_page: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

/** A batch made at the edge (one group commit), its id from its first click. */
export interface ClickBatch {
  id: string;
  clicks: RawClick[];
}

export const batchIdFor = (clicks: RawClick[]): string => `c${clicks[0].id}`;

/**
 * A batch as a job carries it: each click as a tuple, its values in a fixed order instead of
 * a keyed object. BullMQ JSON-parses every job it hands out, and a batch of 500 keyed records
 * costs it two to three times the CPU of the same batch as tuples (docs/benchmarks.md,
 * Ingest). The order is spelled out in both directions (monomorphic property reads: a
 * generic loop over field names cost the producer ~2 µs a click).
 */
export interface ClickBatchWire {
  id: string;
  tuples: ClickTuple[];
}

type ClickTuple = [
  id: number,
  business_id: number,
  referral_link_id: number,
  affiliate_id: number,
  campaign: string | null,
  visitor_id: string,
  ip_address: string | null,
  user_agent: string | null,
  proxy_country: string | null,
  referrer: string | null,
  landing_page: string | null,
  utm_source: string | null,
  utm_medium: string | null,
  utm_campaign: string | null,
];

const toTuple = (c: RawClick): ClickTuple =>
  trimmed(
    [
      c.id,
      c.business_id,
      c.referral_link_id,
      c.affiliate_id,
      c.campaign,
      c.visitor_id,
      c.ip_address,
      c.user_agent,
      c.proxy_country,
      c.referrer,
      c.landing_page,
      c.utm_source,
      c.utm_medium,
      c.utm_campaign,
    ],
    6,
  );

const fromTuple = (t: ClickTuple): RawClick => ({
  id: t[0],
  business_id: t[1],
  referral_link_id: t[2],
  affiliate_id: t[3],
  campaign: t[4] ?? null,
  visitor_id: t[5],
  ip_address: t[6] ?? null,
  user_agent: t[7] ?? null,
  proxy_country: t[8] ?? null,
  referrer: t[9] ?? null,
  landing_page: t[10] ?? null,
  utm_source: t[11] ?? null,
  utm_medium: t[12] ?? null,
  utm_campaign: t[13] ?? null,
});

export const encodeBatch = (b: ClickBatch): ClickBatchWire => ({ id: b.id, tuples: b.clicks.map(toTuple) });

/** A batch in either form (objects: jobs enqueued before the wire form existed). */
export function decodeBatch(data: ClickBatch | ClickBatchWire): ClickBatch {
  if (!('tuples' in data)) return data;
  return { id: data.id, clicks: data.tuples.map(fromTuple) };
}

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
  is_bot: 0 | 1;
  created_at: string;
}

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
] as const satisfies readonly (keyof ClickRow)[];

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
  };
}

/** Field limits at the edge, so one job stays small whatever a client sends. */
export const FIELD_LIMITS = { userAgent: 1024, referrer: 2048, url: 2048, utm: UTM_MAX_LENGTH } as const;

export const clip = (s: string | null | undefined, max: number): string | null =>
  s == null || s === '' ? null : s.length > max ? s.slice(0, max) : s;
