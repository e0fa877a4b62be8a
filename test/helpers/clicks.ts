import type { Deps } from '../../api/deps';
import type { RawClick } from '../../api/queues/clicks';
import { clicksProcessor } from '../../workers/processors/clicks';
import { flushesProcessor } from '../../workers/processors/flushes';
import { startWorkers, type WorkerPool } from '../../workers/index';
import { recordApiResponse } from './api-contract';
import { deps as sharedDeps } from './context';
import { uniq } from './fixtures';
import { newAffiliate as insertAffiliate, newLink as insertLink } from './links';

/**
 * Affiliates and links for the click tests (written through ./links.ts), and polling helpers
 * for the pipeline.
 */

export interface TestAffiliate {
  id: number;
  referralCode: string;
}

export async function newAffiliate(
  businessId: number,
  opts: { status?: 'pending' | 'active' | 'suspended' | 'terminated'; deleted?: boolean; d?: Deps } = {},
): Promise<TestAffiliate> {
  const { id, referralCode } = await insertAffiliate(businessId, opts, opts.d);
  return { id, referralCode };
}

export interface TestLink {
  id: number;
  slug: string;
  businessId: number;
  affiliateId: number;
}

/** A link whose destination has a query and a fragment and whose campaign is `spring`, unless told. */
export async function newLink(
  businessId: number,
  affiliateId: number,
  opts: {
    slug?: string;
    destination?: string;
    campaign?: string | null;
    active?: boolean;
    deleted?: boolean;
  } = {},
  d?: Deps,
): Promise<TestLink> {
  const { id, slug } = await insertLink(
    businessId,
    affiliateId,
    {
      slug: opts.slug ?? uniq('lnk'),
      destinationUrl: opts.destination ?? 'https://shop.example/p?x=1#top',
      campaign: opts.campaign === undefined ? 'spring' : opts.campaign,
      isActive: opts.active,
      deleted: opts.deleted,
    },
    d,
  );
  return { id, slug, businessId, affiliateId };
}

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

/** Polls `read` until `done` holds or the deadline passes; returns the last value read. */
export async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
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
  const counted = await waitFor(
    () => clickCount(link.id),
    (c) => c >= n,
    ms,
  );
  const rows = await waitFor(
    () => clickRows(link.businessId),
    (r) => r.rows >= n,
    ms,
  );
  return { counted, rows };
}
