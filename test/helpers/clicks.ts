import type { Deps } from '../../api/deps';
import type { RawClick } from '../../api/queues/clicks';
import { clicksProcessor } from '../../workers/processors/clicks';
import { flushesProcessor } from '../../workers/processors/flushes';
import { startWorkers, type WorkerPool } from '../../workers/index';
import { recordApiResponse } from './api-contract';
import { deps as sharedDeps } from './context';
import { uniq, type TestLink } from './fixtures';
import { waitFor } from './wait';

/** Reading the click pipeline's results, its workers in-process, and a browser's redirect. */

export async function clickCount(linkId: number, d?: Deps): Promise<number> {
  const deps = d ?? (await sharedDeps());
  return (
    await deps.db.one<{ click_count: number }>('SELECT click_count FROM referral_links WHERE id = $1', [
      linkId,
    ])
  ).click_count;
}

/** Rows in ClickHouse for a business: all of them (no FINAL: a duplicate would show) and distinct ids. */
export async function clickRows(
  businessId: number,
  d?: Deps,
): Promise<{ rows: number; ids: number; bots: number }> {
  const deps = d ?? (await sharedDeps());
  const rs = await deps.ch.client.query({
    query: `SELECT count() AS rows, uniqExact(id) AS ids, countIf(is_bot = 1) AS bots FROM clicks WHERE business_id = {b:UInt64}`,
    query_params: { b: businessId },
    format: 'JSONEachRow',
  });
  const [r] = await rs.json<{ rows: number; ids: number; bots: number }>();
  return { rows: Number(r.rows), ids: Number(r.ids), bots: Number(r.bots) };
}

/** The business's click rows in ClickHouse once at least `n` are there (fails at the deadline). */
export function untilClickRows(businessId: number, n: number, ms?: number) {
  return waitFor(
    `${n} click rows of business ${businessId} in ClickHouse`,
    () => clickRows(businessId),
    (r) => r.rows >= n,
    ms,
  );
}

/** A link's click_count once it reaches `n` (fails at the deadline). */
export function untilClickCount(linkId: number, n: number, ms?: number) {
  return waitFor(
    `click_count of link ${linkId} ≥ ${n}`,
    () => clickCount(linkId),
    (c) => c >= n,
    ms,
  );
}

/** The click loader and the counter flush, in this process. */
export function startClickWorkers(d: Deps): WorkerPool {
  return startWorkers(d, [clicksProcessor, flushesProcessor]);
}

export const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
export const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** GET /r/{slug} as a browser would send it (no redirect following). */
export async function redirect(
  base: string,
  slug: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const path = `/r/${slug}`;
  const res = await fetch(base + path, {
    redirect: 'manual',
    headers: { 'user-agent': BROWSER_UA, ...headers },
  });
  // The body stays unread for the caller; status and media type are checked against the reference.
  const contentType = res.headers.get('content-type') ?? '';
  recordApiResponse({ base, method: 'GET', path, status: res.status, contentType, body: undefined });
  return res;
}

/** An edge click on a link, as the redirect would record it (ids are the caller's). */
export function rawClick(id: number, link: TestLink, ua = BROWSER_UA): RawClick {
  return {
    id,
    business_id: link.businessId,
    referral_link_id: link.id,
    affiliate_id: link.affiliateId,
    campaign: null,
    visitor_id: uniq('v'),
    ip_address: '8.8.4.4',
    user_agent: ua,
    proxy_country: null,
    referrer: null,
    landing_page: 'https://shop.example/',
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
  };
}

/** Waits until a link's click_count and its business's ClickHouse rows reach `n`, and returns both. */
export async function loadedClicks(
  link: TestLink,
  n: number,
  ms = 5_000,
): Promise<{ counted: number; rows: { rows: number; ids: number; bots: number } }> {
  const counted = await untilClickCount(link.id, n, ms);
  const rows = await untilClickRows(link.businessId, n, ms);
  return { counted, rows };
}
