import type http from 'node:http';
import { CelebrateError } from 'celebrate';
import type { ObjectSchema } from 'joi';
import type { Deps } from '../../deps';
import {
  BadRequestError,
  ForbiddenError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '../../errors';
import { clientAddressOf } from '../../http/client-address';
import { observe, readBody, writeError, writeJson } from '../../http/raw';
import { securityHeaders } from '../../http/security-headers';
import { arrayCaps, oversizedArrays } from '../../http/strict-scalars';
import { RateLimits } from '../../middleware/rate-limit';
import { JOI_OPTIONS } from '../../middleware/validate';
import type { HotPath } from '../../http/hot-path';
import { PublishableKeyCache } from './publishable-key-cache';
import type { EventInput } from '../../domain/tracked-event';
import { enqueueEvents } from '../../queues/events';
import { browserEvent, collectBatch } from './event.schemas';

export const COLLECT_PATH = '/v1/collect';

/** 50 events with long URLs, referrers and titles fit well below this. */
export const COLLECT_MAX_BYTES = 256 * 1024;

// Browsers call from the merchant's shop, any origin. No credentials are involved: the
// publishable key is public by design, so '*' is safe.
const CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, X-Publishable-Key, X-Request-Id',
  'Access-Control-Expose-Headers': 'X-RateLimit-Limit, X-RateLimit-Remaining, Retry-After, X-Request-Id',
  'Access-Control-Max-Age': '86400',
};

const BATCH_CAPS = arrayCaps(collectBatch.describe());

/** One event, or {events: [...]} (1-50); a failure is the 422 envelope with details. */
function validateEvents(body: unknown): EventInput[] {
  const batch = typeof body === 'object' && body !== null && !Array.isArray(body) && 'events' in body;
  // Measured before it is read: joi would check every event before the cap.
  const oversized = batch ? oversizedArrays(body, BATCH_CAPS) : {};
  if (Object.keys(oversized).length) throw new ValidationError(oversized);
  const schema: ObjectSchema = batch ? collectBatch : browserEvent;
  const { value, error } = schema.validate(body, JOI_OPTIONS);
  if (error) {
    const e = new CelebrateError(undefined, { celebrated: true });
    e.details.set('body', error);
    throw e;
  }
  return batch ? (value as { events: EventInput[] }).events : [value as EventInput];
}

/** What a publishable key can look like (`pk_` and base64url): anything else is unknown unread. */
const KEY_SHAPE = /^pk_[A-Za-z0-9_-]{1,125}$/;

/**
 * The publishable key: X-Publishable-Key, or (extension) the `key` query parameter for
 * navigator.sendBeacon, which cannot set headers.
 */
function publishableKeyOf(req: http.IncomingMessage, query: string): string | null {
  const header = req.headers['x-publishable-key'];
  const fromHeader = (Array.isArray(header) ? header[0] : header)?.trim();
  if (fromHeader) return fromHeader;
  return new URLSearchParams(query).get('key')?.trim() || null;
}

/**
 * POST /v1/collect (docs/architecture.md, Events), raw before Express: public, CORS open, rate-limited per
 * IP (LIMITS.collect), publishable key → business, then one events job per request → 202.
 * The body may be sent as text/plain (what sendBeacon sends); it is parsed as JSON anyway.
 */
export function collectHotPath(deps: Deps): HotPath {
  const limits = new RateLimits(deps);
  const keys = new PublishableKeyCache(deps);
  const client = clientAddressOf(deps.config);
  const fixedHeaders = Object.entries({ ...CORS, ...securityHeaders(deps.config.appScheme) });

  async function serve(req: http.IncomingMessage, res: http.ServerResponse, query: string): Promise<void> {
    const reqId = observe(req, res, COLLECT_PATH, deps.logger);
    for (const [k, v] of fixedHeaders) res.setHeader(k, v);
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204);
        res.end();
        return;
      }
      const ip = client.ip(req);
      const rl = await limits.consume('collect', ip ?? 'unknown');
      res.setHeader('X-RateLimit-Limit', String(rl.limit));
      res.setHeader('X-RateLimit-Remaining', String(rl.remaining));
      if (rl.retryAfterSeconds !== null) throw new TooManyRequestsError(rl.retryAfterSeconds);

      const key = publishableKeyOf(req, query);
      if (!key) throw new UnauthorizedError('Missing publishable key (X-Publishable-Key header)');
      const owner = KEY_SHAPE.test(key) ? await keys.lookup(key) : null;
      if (!owner) throw new UnauthorizedError('Unknown publishable key');
      if (!owner.is_active) throw new ForbiddenError('The business is inactive');

      const text = await readBody(req, COLLECT_MAX_BYTES);
      let body: unknown = {};
      if (text.trim()) {
        try {
          body = JSON.parse(text);
        } catch {
          throw new BadRequestError('Malformed JSON in request body');
        }
      }
      const events = validateEvents(body);
      const accepted = await enqueueEvents(deps, {
        businessId: owner.business_id,
        ip,
        userAgent: req.headers['user-agent'] ?? null,
        proxyCountry: client.country(req),
        events,
      });
      writeJson(res, 202, {
        success: true,
        message: 'Events accepted',
        // The SDK refreshes its attribution cookie with the business's current window.
        data: { accepted, cookie_duration: owner.cookie_duration },
      });
    } catch (err) {
      // Whatever of the body is still unread is not worth reading: close after answering.
      if (!req.complete) res.setHeader('Connection', 'close');
      writeError(res, err, { logger: deps.logger, reqId, route: COLLECT_PATH });
    }
  }

  return {
    handle(req, res) {
      if (req.method !== 'POST' && req.method !== 'OPTIONS') return false;
      const url = req.url ?? '';
      const q = url.indexOf('?');
      const path = q === -1 ? url : url.slice(0, q);
      if (path !== COLLECT_PATH && path !== `${COLLECT_PATH}/`) return false;
      return serve(req, res, q === -1 ? '' : url.slice(q + 1));
    },
    close: async () => keys.close(),
  };
}
