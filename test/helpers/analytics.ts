import { randomUUID } from 'node:crypto';
import type { Deps } from '../../api/deps';
import { CLICK_EPOCH_MS } from '../../api/domain/click-id';
import { Dec, money } from '../../api/domain/money';
import { insertBatch, tokenFor } from '../../clickhouse/insert';
import { pgp } from '../../sql/db';
import { syncConversions } from '../../api/features/conversions/conversion-sync';
import { newAffiliate, newLink, tokenWithScopes } from './fixtures';
import { call, type HttpResult } from './http';
import type { ClickRow } from '../../api/tracking/store/click-row';
import type { EventRow } from '../../api/tracking/store/event-row';

/**
 * Analytics test data, written the way the system writes it: affiliates and links as SQL rows
 * (./fixtures.ts),
 * clicks and events as ClickHouse batches (insertBatch), conversions as PostgreSQL rows loaded
 * into ClickHouse by syncConversions. Every seeded row is returned so tests can compute each
 * figure independently.
 */

export interface SeedAffiliate {
  id: number;
  name: string;
  referral_code: string;
  deleted: boolean;
}

export interface SeedLink {
  id: number;
  slug: string;
  affiliate_id: number;
}

/** A ClickHouse `clicks` row, as the click loader writes it. */
export type SeedClick = ClickRow;

export type EventType = 'pageview' | 'product_view' | 'add_to_cart' | 'remove_from_cart' | 'thank_you_view';

/** A ClickHouse `events` row, as the events loader writes it (is_bot defaults to 0). */
export type SeedEvent = Omit<EventRow, 'type' | 'is_bot'> & { type: EventType; is_bot?: number };

export interface LineItem {
  product_id?: string;
  name: string;
  quantity: number;
  price: string;
}

export interface SeedConversion {
  id: number;
  order_id: string;
  affiliate_id: number | null;
  referral_link_id: number | null;
  visitor_id: string | null;
  order_total: string;
  commission_amount: string;
  currency: string;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  line_items: LineItem[];
  converted_at: string;
  created_at: string;
}

export interface SeedProgram {
  businessId: number;
  affiliates: SeedAffiliate[];
  links: SeedLink[];
  clicks: SeedClick[];
  events: SeedEvent[];
  conversions: SeedConversion[];
}

/** A small deterministic generator (mulberry32), so a failing figure can be reproduced. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];
  return { next, int, pick };
}

/** ISO 8601 with microseconds, UTC: the form every store takes and gives back. */
export function isoMicros(ms: number, micros = 0): string {
  return new Date(ms).toISOString().replace(/\.(\d{3})Z$/, `.$1${String(micros).padStart(3, '0')}Z`);
}

export const dayMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);

export async function insertClicks(deps: Deps, clicks: SeedClick[]): Promise<void> {
  await insertBatch(
    deps.ch,
    'clicks',
    clicks,
    tokenFor(
      'seed-clicks',
      clicks.map((c) => c.id),
    ),
  );
}

export async function insertEvents(deps: Deps, events: SeedEvent[]): Promise<void> {
  await insertBatch(
    deps.ch,
    'events',
    events,
    tokenFor(
      'seed-events',
      events.map((e) => e.id),
    ),
  );
}

const conversionColumns = new pgp.helpers.ColumnSet(
  [
    'business_id',
    'order_id',
    'affiliate_id',
    'referral_link_id',
    'visitor_id',
    'subtotal',
    'order_total',
    'commission_rate',
    'commission_amount',
    'currency',
    'status',
    { name: 'line_items', mod: ':json' },
    'converted_at',
    'created_at',
  ],
  { table: 'conversions' },
);

/** Inserts conversions into PostgreSQL and loads them into ClickHouse the way the worker does. */
export async function insertConversions(
  deps: Deps,
  businessId: number,
  rows: Omit<SeedConversion, 'id'>[],
): Promise<SeedConversion[]> {
  if (!rows.length) return [];
  const values = rows.map((r) => ({
    business_id: businessId,
    order_id: r.order_id,
    affiliate_id: r.affiliate_id,
    referral_link_id: r.referral_link_id,
    visitor_id: r.visitor_id,
    subtotal: r.order_total,
    order_total: r.order_total,
    commission_rate: '10.00',
    commission_amount: r.commission_amount,
    currency: r.currency,
    status: r.status,
    line_items: r.line_items,
    converted_at: r.converted_at,
    created_at: r.created_at,
  }));
  const ids = await deps.db.map(
    `${pgp.helpers.insert(values, conversionColumns)} RETURNING id`,
    [],
    (r: { id: number }) => r.id,
  );
  await syncConversions(deps, { businessId, ids });
  return rows.map((r, i) => ({ ...r, id: ids[i] }));
}

/** Changes conversions' status the way the API does (a new version) and syncs them again. */
export async function setConversionStatus(
  deps: Deps,
  businessId: number,
  conversions: SeedConversion[],
  status: SeedConversion['status'],
): Promise<void> {
  if (!conversions.length) return;
  const ids = conversions.map((c) => c.id);
  await deps.db.none(
    `UPDATE conversions SET status = $3, version = version + 1, updated_at = now()
     WHERE business_id = $1 AND id IN ($2:csv)`,
    [businessId, ids, status],
  );
  await syncConversions(deps, { businessId, ids });
  for (const c of conversions) c.status = status;
}

const DEVICES = ['desktop', 'desktop', 'mobile', 'mobile', 'tablet', ''] as const;
const BROWSERS = ['Chrome', 'Firefox', 'Safari', 'Edge', ''] as const;
const OSES = ['Windows', 'macOS', 'iOS', 'Android', ''] as const;
const COUNTRIES = ['US', 'DE', 'FR', 'GB', 'NL', ''] as const;
const SOURCES = ['direct', 'search', 'social', 'email', 'referral', 'affiliate', ''] as const;
const PATHS = ['/', '/shop', '/about', '/blog/launch', '/cart', '/checkout', '/thank-you', ''] as const;
const EVENT_TYPES: EventType[] = [
  'pageview',
  'pageview',
  'pageview',
  'pageview',
  'product_view',
  'product_view',
  'add_to_cart',
  'remove_from_cart',
  'thank_you_view',
];
const STATUSES: SeedConversion['status'][] = [
  'approved',
  'approved',
  'approved',
  'pending',
  'pending',
  'pending',
  'rejected',
  'cancelled',
];

export interface SeedOptions {
  seed: number;
  /** First and last UTC day of the seeded activity. */
  start: string;
  end: string;
  clicks: number;
  events: number;
  conversions: number;
  affiliates?: number;
  /** Ranges whose first and last instants (and the instants just outside) get rows of every kind. */
  edges?: { from: string; to: string }[];
}

/**
 * A business's program with months of activity: affiliates (one soft-deleted) with links,
 * non-bot and bot clicks, every event type, and conversions of every status, attributed by
 * link, by referral code alone, or direct. Visitor ids, paths and product ids come from
 * pools shared by every business, so a figure that leaks across businesses shows.
 */
export async function seedProgram(deps: Deps, businessId: number, o: SeedOptions): Promise<SeedProgram> {
  const rnd = prng(o.seed);
  const affiliates: SeedAffiliate[] = [];
  const links: SeedLink[] = [];
  const nAff = o.affiliates ?? 5;
  for (let i = 0; i < nAff; i += 1) {
    const deleted = i === nAff - 1;
    const a = await newAffiliate(businessId, { approved: true, deleted }, deps);
    affiliates.push({ id: a.id, name: a.name, referral_code: a.referralCode, deleted });
    for (let j = 0; j < 2; j += 1) {
      const l = await newLink(
        businessId,
        a.id,
        { destinationUrl: 'https://shop.example/', campaign: 'spring' },
        deps,
      );
      links.push({ id: l.id, slug: l.slug, affiliate_id: a.id });
    }
  }
  const startMs = dayMs(o.start);
  const span = dayMs(o.end) + 86_400_000 - startMs;
  const instants: { ms: number; micros: number }[] = [];
  for (const e of o.edges ?? []) {
    const first = dayMs(e.from);
    const afterLast = dayMs(e.to) + 86_400_000;
    instants.push(
      { ms: first, micros: 0 },
      { ms: first - 1, micros: 999 },
      { ms: afterLast - 1, micros: 999 },
      { ms: afterLast, micros: 0 },
    );
  }
  const randomInstant = () => ({ ms: startMs + rnd.int(span), micros: rnd.int(1000) });
  const visitor = () => `v${rnd.int(400)}`;
  let seq = 0;
  const clickIdAt = (ms: number) => (ms - CLICK_EPOCH_MS) * 4096 + (seq++ % 4096);

  const makeClick = (at: { ms: number; micros: number }, bot: boolean): SeedClick => {
    const byCode = rnd.int(10) === 0;
    const link = rnd.pick(links);
    const path = rnd.pick(PATHS);
    return {
      business_id: businessId,
      id: clickIdAt(at.ms),
      referral_link_id: byCode ? 0 : link.id,
      affiliate_id: link.affiliate_id,
      campaign: 'spring',
      visitor_id: visitor(),
      ip_address: '203.0.113.7',
      user_agent: bot ? 'Googlebot/2.1' : 'Mozilla/5.0',
      device: rnd.pick(DEVICES),
      browser: rnd.pick(BROWSERS),
      os: rnd.pick(OSES),
      country: rnd.pick(COUNTRIES),
      referrer: rnd.int(3) === 0 ? '' : `https://blog${rnd.int(5)}.example/post`,
      landing_page: path ? `https://shop.example${path}` : '',
      utm_source: '',
      utm_medium: '',
      utm_campaign: '',
      is_bot: bot ? 1 : 0,
      created_at: isoMicros(at.ms, at.micros),
      quality: bot ? 'bot' : 'ok',
    };
  };
  const clicks: SeedClick[] = [];
  for (let i = 0; i < o.clicks; i += 1) clicks.push(makeClick(randomInstant(), rnd.int(10) === 0));
  for (const at of instants) clicks.push(makeClick(at, false), makeClick(at, true));

  const makeEvent = (at: { ms: number; micros: number }, type: EventType): SeedEvent => {
    const path = rnd.pick(PATHS);
    const product = type === 'pageview' || type === 'thank_you_view' ? '' : `p${rnd.int(15)}`;
    const link = rnd.int(3) === 0 ? rnd.pick(links) : null;
    const codeOnly = !link && rnd.int(4) === 0 ? rnd.pick(affiliates) : null;
    return {
      business_id: businessId,
      id: randomUUID(),
      type,
      visitor_id: rnd.int(12) === 0 ? '' : visitor(),
      session_id: rnd.int(5) === 0 ? '' : `s${rnd.int(400)}`,
      click_id: 0,
      affiliate_id: link?.affiliate_id ?? 0,
      referral_link_id: link?.id ?? 0,
      referral_code: codeOnly?.referral_code ?? '',
      url: path ? `https://shop.example${path}` : '',
      path,
      referrer: rnd.int(2) === 0 ? '' : 'https://www.google.com/',
      title: 'Shop',
      // A product's name is the same everywhere, and sometimes missing from a view.
      product_id: product,
      product_name: product && rnd.int(6) !== 0 ? `Product ${product}` : '',
      price: product ? money(1 + rnd.int(9000) / 100) : '0.00',
      quantity: product ? 1 + rnd.int(3) : 0,
      utm_source: '',
      utm_medium: '',
      utm_campaign: '',
      device: rnd.pick(DEVICES),
      browser: rnd.pick(BROWSERS),
      os: rnd.pick(OSES),
      country: rnd.pick(COUNTRIES),
      traffic_source: rnd.pick(SOURCES),
      occurred_at: isoMicros(at.ms, at.micros),
    };
  };
  const events: SeedEvent[] = [];
  for (let i = 0; i < o.events; i += 1) events.push(makeEvent(randomInstant(), rnd.pick(EVENT_TYPES)));
  for (const at of instants) for (const t of new Set(EVENT_TYPES)) events.push(makeEvent(at, t));

  const makeConversion = (at: { ms: number; micros: number }, n: number): Omit<SeedConversion, 'id'> => {
    const kind = rnd.int(7);
    const link = kind < 5 ? rnd.pick(links) : null;
    const aff = link
      ? affiliates.find((a) => a.id === link.affiliate_id)!
      : kind === 5
        ? rnd.pick(affiliates)
        : null;
    const items: LineItem[] = Array.from({ length: 1 + rnd.int(3) }, () => {
      const p = `p${rnd.int(15)}`;
      return rnd.int(8) === 0
        ? { name: 'Gift wrap', quantity: 1, price: '2.00' }
        : {
            product_id: p,
            name: `Product ${p}`,
            quantity: 1 + rnd.int(2),
            price: money(5 + rnd.int(20000) / 100),
          };
    });
    if (rnd.int(6) === 0) items.push({ ...items[0] });
    const total = money(10 + rnd.int(5_000_000) / 100);
    return {
      order_id: `ORD-${businessId}-${n}`,
      affiliate_id: aff?.id ?? null,
      referral_link_id: link?.id ?? null,
      visitor_id: visitor(),
      order_total: total,
      commission_amount: aff ? money(new Dec(total).times('0.1')) : '0.00',
      currency: rnd.int(10) === 0 ? 'EUR' : 'USD',
      status: rnd.pick(STATUSES),
      line_items: items,
      converted_at: isoMicros(at.ms, at.micros),
      created_at: isoMicros(at.ms + 60_000 + rnd.int(3_600_000), rnd.int(1000)),
    };
  };
  const pending: Omit<SeedConversion, 'id'>[] = [];
  for (let i = 0; i < o.conversions; i += 1) pending.push(makeConversion(randomInstant(), i));
  instants.forEach((at, i) => {
    pending.push({ ...makeConversion(at, o.conversions + 2 * i), status: 'approved' });
    pending.push({ ...makeConversion(at, o.conversions + 2 * i + 1), status: 'pending' });
  });

  for (let i = 0; i < clicks.length; i += 500) await insertClicks(deps, clicks.slice(i, i + 500));
  for (let i = 0; i < events.length; i += 500) await insertEvents(deps, events.slice(i, i + 500));
  const conversions = await insertConversions(deps, businessId, pending);
  // Later versions: some pending sales are voided or approved after they were loaded, so
  // ClickHouse holds two versions of each and only the latest may count.
  const stillPending = conversions.filter((c) => c.status === 'pending');
  await setConversionStatus(deps, businessId, stillPending.slice(0, 6), 'rejected');
  await setConversionStatus(deps, businessId, stillPending.slice(6, 10), 'cancelled');
  await setConversionStatus(deps, businessId, stillPending.slice(10, 16), 'approved');
  return { businessId, affiliates, links, clicks, events, conversions };
}

export interface AnalyticsApi {
  get(path: string): Promise<HttpResult>;
}

/**
 * A reports:read client for tests that make many calls: analytics allows 120 requests a
 * minute per token, so this one takes a fresh token every 100 calls.
 */
export function analyticsApi(url: string, businessId: number): AnalyticsApi {
  let token = '';
  let used = 0;
  return {
    async get(path) {
      if (!token || used >= 100) {
        token = await tokenWithScopes(businessId, ['reports:read']);
        used = 0;
      }
      used += 1;
      return call(url, 'GET', path, { token });
    },
  };
}
