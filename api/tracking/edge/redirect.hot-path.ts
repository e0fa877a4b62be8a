import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { parse as parseCookies } from 'cookie';
import type { Deps } from '../../deps';
import { TooManyRequestsError } from '../../errors';
import { clientAddressOf } from '../../http/client-address';
import { recordRawRequest, writeError } from '../../http/raw';
import { securityHeaders } from '../../http/security-headers';
import { requestIdFrom } from '../../middleware/request-id';
import { RateLimits } from '../../middleware/rate-limit';
import type { HotPath } from '../../http/hot-path';
import type { RawClick } from '../../queues/clicks';
import { clip, FIELD_LIMITS } from '../store/click-row';
import { acquireClickIntake, releaseClickIntake } from './intake';
import { DEFAULT_LINK_CACHE, LinkCache, type CachedLink } from './link-cache';
import { SlugFilter } from './slug-filter';

export const REDIRECT_ROUTE = '/r/:slug';
const SLUG = /^[A-Za-z0-9_-]{1,64}$/;
const VISITOR = /^[A-Za-z0-9_-]{8,64}$/;
/** Browsers cap cookie lifetimes at 400 days. */
const VISITOR_MAX_AGE = 400 * 86400;
const NOT_FOUND = 'Not Found';

/** The attributes of the redirect's cookies: under https they never travel over plain http. */
export function cookieAttributes(scheme: 'http' | 'https'): string {
  return `Path=/; HttpOnly; SameSite=Lax${scheme === 'https' ? '; Secure' : ''}`;
}

/** utm_* of the redirect's own query win over the destination's. */
function utmFor(
  link: CachedLink,
  query: string | null,
): Pick<RawClick, 'utm_source' | 'utm_medium' | 'utm_campaign'> {
  if (!query || !query.includes('utm_')) return link.utm;
  const p = new URLSearchParams(query);
  const pick = (k: 'utm_source' | 'utm_medium' | 'utm_campaign') =>
    clip(p.get(k), FIELD_LIMITS.utm) ?? link.utm[k];
  return {
    utm_source: pick('utm_source'),
    utm_medium: pick('utm_medium'),
    utm_campaign: pick('utm_campaign'),
  };
}

/**
 * GET /r/{slug} (docs/architecture.md, Clicks) as a raw handler before Express. The link comes from
 * the in-process cache (PostgreSQL once per miss); the click is handed to the intake, and
 * the 302 is written once the click's batch is durable (a Redis job, or the local spool
 * while Redis is out). It never waits on PostgreSQL for a cached link, nor ever on ClickHouse.
 * A slug the slug filter does not hold is answered 404 without a lookup, and a client's 404s
 * are limited (LIMITS.redirectNotFound, then 429), so unknown slugs cannot crowd out live links.
 */
export function redirectHotPath(deps: Deps): HotPath {
  const filter = new SlugFilter(
    {
      count: () => deps.db.clicks.liveSlugCount(),
      page: (afterId, limit) => deps.db.clicks.liveSlugs(afterId, limit),
    },
    deps.logger,
  );
  const cache = new LinkCache(
    (slug) => deps.db.clicks.servableLink(slug, null),
    deps.redis,
    deps.config.redisPrefix,
    deps.logger,
    DEFAULT_LINK_CACHE,
    filter,
  );
  void cache.start();
  const limits = new RateLimits(deps);
  const intake = acquireClickIntake(deps);
  const client = clientAddressOf(deps.config);
  const secure = securityHeaders(deps.config.appScheme);
  const cookieAttrs = cookieAttributes(deps.config.appScheme);

  async function serve(req: http.IncomingMessage, res: http.ServerResponse, url: string): Promise<void> {
    const start = process.hrtime.bigint();
    const reqId = requestIdFrom(req.headers['x-request-id']);
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    let status = 500;
    try {
      const slug = path.slice(3);
      let link: CachedLink | null | undefined = null;
      if (SLUG.test(slug)) {
        const key = slug.toLowerCase();
        link = cache.peek(key);
        if (link === undefined) link = cache.mayExist(key) ? await cache.get(key) : null;
      }
      if (!link) {
        const rl = await limits.consume('redirectNotFound', client.ip(req) ?? 'unknown');
        if (rl.retryAfterSeconds !== null) throw new TooManyRequestsError(rl.retryAfterSeconds);
        status = 404;
        res.writeHead(404, {
          ...secure,
          'Content-Type': 'text/plain; charset=utf-8',
          'Content-Length': NOT_FOUND.length,
          'Cache-Control': 'no-store',
          'X-Request-Id': reqId,
        });
        res.end(NOT_FOUND);
        return;
      }
      if (req.method === 'HEAD') {
        // A link checker's HEAD: where the link leads, and no click, since nothing was visited.
        status = 302;
        res.writeHead(302, {
          ...secure,
          Location: link.destination,
          'Cache-Control': 'no-store',
          'Content-Length': 0,
          'X-Request-Id': reqId,
        });
        res.end();
        return;
      }
      if (!intake.isReady) await intake.ready();
      const id = intake.nextId();
      const cookieHeader = req.headers.cookie;
      let visitor = cookieHeader ? parseCookies(cookieHeader).aff_vid : undefined;
      const newVisitor = !visitor || !VISITOR.test(visitor);
      // randomUUID draws from a pooled buffer; randomBytes would cost a system call per visit.
      if (newVisitor) visitor = randomUUID();
      await intake.record({
        id,
        business_id: link.businessId,
        referral_link_id: link.id,
        affiliate_id: link.affiliateId,
        campaign: link.campaign,
        visitor_id: visitor!,
        ip_address: client.ip(req),
        // A browser always sends one: without the header this is a script, and load-time enrichment flags it.
        user_agent: clip(req.headers['user-agent'], FIELD_LIMITS.userAgent) ?? '',
        proxy_country: client.country(req),
        referrer: clip(req.headers.referer, FIELD_LIMITS.referrer),
        landing_page: link.destination,
        ...utmFor(link, q < 0 ? null : url.slice(q + 1)),
      });
      const cookies = [`aff_click=${id}; Max-Age=${link.cookieMaxAge}; ${cookieAttrs}`];
      if (newVisitor) cookies.push(`aff_vid=${visitor}; Max-Age=${VISITOR_MAX_AGE}; ${cookieAttrs}`);
      status = 302;
      res.writeHead(302, {
        ...secure,
        Location: `${link.locationHead}${id}${link.locationTail}`,
        'Set-Cookie': cookies,
        'Cache-Control': 'no-store',
        'Content-Length': 0,
        'X-Request-Id': reqId,
      });
      res.end();
    } catch (err) {
      status = writeError(res, err, { logger: deps.logger, reqId, route: REDIRECT_ROUTE }, secure);
    } finally {
      recordRawRequest(deps.logger, REDIRECT_ROUTE, req.method ?? 'GET', path, status, reqId, start);
    }
  }

  return {
    handle(req, res) {
      const url = req.url;
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !url?.startsWith('/r/')) return false;
      return serve(req, res, url);
    },
    async close() {
      cache.close();
      await releaseClickIntake(deps);
    },
  };
}
