import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { parse as parseCookies } from 'cookie';
import type { Deps } from '../../deps';
import { TooManyRequestsError } from '../../errors';
import { clientAddressOf } from '../../http/client-address';
import { recordRawRequest, writeError } from '../../http/raw';
import { securityHeaders, type HeaderMap } from '../../http/security-headers';
import { errorBody } from '../../middleware/error-handler';
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
/** The envelope of every 429 here: the same for all (the wait is in Retry-After), so built once. */
const TOO_MANY = JSON.stringify(errorBody(new TooManyRequestsError(60)));

/**
 * The 404 and 429 of the redirect, their headers laid out once (node:http takes a flat
 * [name, value, …] list as it is) but the request id and the wait: a storm of unknown slugs
 * costs the web process as little per answer as node:http allows, no header object built,
 * no error thrown, no envelope serialised (docs/benchmarks.md, "Unknown slugs").
 */
function refusals(secure: HeaderMap) {
  const flat = Object.entries(secure).flat();
  const notFound = [
    ...flat,
    'Content-Type',
    'text/plain; charset=utf-8',
    'Content-Length',
    String(NOT_FOUND.length),
    'Cache-Control',
    'no-store',
    'X-Request-Id',
  ];
  const tooMany = [
    ...flat,
    'Content-Type',
    'application/json; charset=utf-8',
    'Content-Length',
    String(Buffer.byteLength(TOO_MANY)),
    'X-Request-Id',
  ];
  return {
    notFound(res: http.ServerResponse, reqId: string): void {
      res.writeHead(404, [...notFound, reqId]);
      res.end(NOT_FOUND);
    },
    tooMany(res: http.ServerResponse, reqId: string, retryAfterSeconds: number): void {
      res.writeHead(429, [
        ...tooMany,
        reqId,
        'Retry-After',
        String(Math.max(1, Math.ceil(retryAfterSeconds))),
      ]);
      res.end(TOO_MANY);
    },
  };
}

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
  const refuse = refusals(secure);
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
        if (rl.retryAfterSeconds === null) {
          status = 404;
          refuse.notFound(res, reqId);
        } else {
          status = 429;
          refuse.tooMany(res, reqId, rl.retryAfterSeconds);
        }
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
      // Unknown slugs come in storms: their answers are counted by the duration metric (by
      // status) and logged only at debug, so a storm is not also a flood of log lines.
      recordRawRequest(
        deps.logger,
        REDIRECT_ROUTE,
        req.method ?? 'GET',
        path,
        status,
        reqId,
        start,
        status === 404 || status === 429 ? 'debug' : 'info',
      );
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
