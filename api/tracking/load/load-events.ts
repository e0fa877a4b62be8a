import type { Deps } from '../../deps';
import { isClickId } from '../../domain/click-id';
import { countryOf, parseUserAgent, trafficSource, UNNAMED_AGENT } from '../../domain/enrich';
import { memo } from '../../domain/memo';
import { money } from '../../domain/money';
import { UTM_MAX_LENGTH, utmOfParams } from '../../domain/utm';
import { mayStillArrive, PendingClickError } from '../store/pending-click';
import type { EventsJob } from '../../queues/events';
import { findClicks } from '../store/find-clicks';
import { flushStaged, rowsPending } from './flush';
import { isLate, loadedIds, stageStep, toLine, type StagedTable } from './staging';

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

export const EVENTS: StagedTable = {
  table: 'events',
  idType: 'UUID',
  columns: EVENT_COLUMNS,
  lagKind: 'event',
};

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

interface Page {
  path: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
}

const NO_PAGE: Page = { path: '', utm_source: '', utm_medium: '', utm_campaign: '' };

/** The parts of a page URL an event row keeps (pages repeat: parsed once per URL). */
const pageOfUrl = memo(20_000, (url): Page => {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return NO_PAGE;
  }
  const utm = utmOfParams(u.searchParams, UTM_MAX_LENGTH);
  return {
    path: u.pathname,
    utm_source: utm.utm_source ?? '',
    utm_medium: utm.utm_medium ?? '',
    utm_campaign: utm.utm_campaign ?? '',
  };
});

/** ISO instant → ClickHouse DateTime64(6) text, never later than when the edge accepted it. */
function eventTime(occurredAt: string | null | undefined, receivedAt: string): string {
  const at = occurredAt && Date.parse(occurredAt) <= Date.parse(receivedAt) ? occurredAt : receivedAt;
  return at.replace('T', ' ').replace('Z', '');
}

const CART = new Set(['add_to_cart', 'remove_from_cart']);

/**
 * Enriches one batch and stages it for ClickHouse `events` once per batch id
 * (./staging.ts), so a retried job (or one whose worker died after staging) adds
 * nothing; flushEvents moves what is staged into ClickHouse. Clicks named by click_id give affiliate_id and referral_link_id; a referral code
 * of an affiliate of the business gives affiliate_id (a code names no link). A click made
 * moments ago that is not stored yet makes the job retry (PendingClickError) unless
 * `lastAttempt`.
 */
export async function loadEvents(
  deps: Pick<Deps, 'db' | 'ch' | 'redis' | 'config' | 'clock'>,
  job: EventsJob,
  lastAttempt = false,
): Promise<number> {
  const clickIds = [...new Set(job.events.map((e) => e.click_id).filter(isClickId))];
  const clicks = await findClicks(deps, job.businessId, clickIds);
  if (!lastAttempt) {
    const now = deps.clock.now().getTime();
    const missing = clickIds.filter((id) => !clicks.has(id));
    const pending: number[] = [];
    for (const id of missing) if (await mayStillArrive(deps, job.businessId, id, now)) pending.push(id);
    if (pending.length) throw new PendingClickError(pending);
  }
  const codes = await deps.db.attribution.affiliatesByCodes(
    job.businessId,
    // A code with a NUL names no affiliate, and PostgreSQL refuses the character outright: the
    // events are kept with the code as sent, unattributed, rather than the batch failing.
    job.events.map((e) => e.referral_code).filter((c): c is string => !!c && !c.includes('\u0000')),
  );

  const rows = job.events.map((e): EventRow => {
    const click = isClickId(e.click_id) ? clicks.get(e.click_id) : undefined;
    const byCode = e.referral_code ? codes.get(e.referral_code.toLowerCase()) : undefined;
    const ua = e.user_agent ?? job.userAgent ?? '';
    // No user agent at all (a server-side event that names none): unknown, not a bot.
    const agent = ua.trim() ? parseUserAgent(ua) : UNNAMED_AGENT;
    const page = e.url ? pageOfUrl(e.url) : NO_PAGE;
    const utmSource = e.utm_source || page.utm_source;
    const utmMedium = e.utm_medium || page.utm_medium;
    return {
      business_id: job.businessId,
      id: e.id,
      type: e.type,
      visitor_id: e.visitor_id ?? '',
      session_id: e.session_id ?? '',
      click_id: isClickId(e.click_id) ? e.click_id : 0,
      affiliate_id: click?.affiliate_id ?? byCode?.id ?? 0,
      referral_link_id: click?.referral_link_id ?? 0,
      referral_code: e.referral_code ?? '',
      url: e.url ?? '',
      path: page.path,
      referrer: e.referrer ?? '',
      title: e.title ?? '',
      product_id: e.product_id === null || e.product_id === undefined ? '' : String(e.product_id),
      product_name: e.product_name ?? '',
      price: e.price == null ? '0.00' : money(String(e.price)),
      // A cart event without a quantity moved one item.
      quantity: e.quantity ?? (CART.has(e.type) ? 1 : 0),
      utm_source: utmSource,
      utm_medium: utmMedium,
      utm_campaign: e.utm_campaign || page.utm_campaign,
      device: agent.device,
      browser: agent.browser,
      os: agent.os,
      country: countryOf(e.ip_address ?? job.ip, job.proxyCountry),
      traffic_source: trafficSource({
        referrer: e.referrer,
        url: e.url,
        utm_source: utmSource,
        utm_medium: utmMedium,
        affiliate: isClickId(e.click_id) || !!e.referral_code,
      }),
      is_bot: agent.is_bot ? 1 : 0,
      occurred_at: eventTime(e.occurred_at, job.receivedAt),
    };
  });
  const edgeMs = Date.parse(job.receivedAt);
  // A late batch (./staging.ts, LATE_AFTER_MS) stages only what ClickHouse lacks.
  const loaded = isLate(deps, edgeMs) ? await loadedIds(deps, EVENTS, rows) : null;
  const staged = loaded?.size ? rows.filter((r) => !loaded.has(r.id)) : rows;
  if (staged.length)
    await stageStep(deps, EVENTS, { ids: [job.batchId], lines: staged.map(eventLine), edgeMs });
  return rows.length;
}

/** Moves staged events into ClickHouse; null when another flush holds the lock. */
export const flushEvents = (deps: Pick<Deps, 'redis' | 'config' | 'ch'>): Promise<number | null> =>
  flushStaged(deps, EVENTS);

/** Whether events are staged and not yet flushed. */
export const eventsPending = (deps: Pick<Deps, 'redis' | 'config'>): Promise<boolean> =>
  rowsPending(deps, EVENTS);
