import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Deps } from '../deps';
import { TooManyRequestsError } from '../errors';
import { clientAddressOf, type ClientAddress } from '../http/client-address';
import { tag } from '../http/route-meta';
import { metrics } from '../metrics';

/** Requests per minute, per client IP or per access token (README, Security). */
export const LIMITS = {
  token: { points: 120, by: 'ip' },
  partner: { points: 10, by: 'ip' },
  collect: { points: 300, by: 'ip' },
  connectionRead: { points: 120, by: 'token' },
  connectionWrite: { points: 60, by: 'token' },
  read: { points: 120, by: 'token' },
  write: { points: 60, by: 'token' },
  register: { points: 30, by: 'token' },
  export: { points: 30, by: 'token' },
  analytics: { points: 120, by: 'token' },
  settingsRead: { points: 120, by: 'token' },
  settingsWrite: { points: 60, by: 'token' },
  ingest: { points: 1200, by: 'token' },
  /**
   * Redirects to no link (GET /r/{slug} answering 404); REDIRECT_NOT_FOUND_PER_MINUTE sets it.
   * Counted in each process's memory: it guards that process's event loop against a storm,
   * where a Redis round trip per 404 would cost more than the 404 itself.
   */
  redirectNotFound: { points: 120, by: 'ip', perProcess: true },
  portalRead: { points: 300, by: 'token' },
  portalWrite: { points: 60, by: 'token' },
  /** Failed analyst sign-ins at /clickhouse (a good password spends nothing). */
  analystSignIn: { points: 30, by: 'ip' },
} as const;

export type LimitName = keyof typeof LIMITS;

/**
 * Rate limiters counted in Redis so that every API process shares one budget (except those
 * marked perProcess). If Redis is unreachable the limiter falls back to a per-process memory
 * budget rather than failing.
 */
export class RateLimits {
  private readonly limiters = new Map<LimitName, RateLimiterRedis | RateLimiterMemory>();
  private readonly client: ClientAddress;

  constructor(private readonly deps: Deps) {
    this.client = clientAddressOf(deps.config);
  }

  /** A limit's points per minute: LIMITS', or the configuration's where it sets one. */
  points(name: LimitName): number {
    return name === 'redirectNotFound' ? this.deps.config.redirectNotFoundPerMinute : LIMITS[name].points;
  }

  private limiter(name: LimitName): RateLimiterRedis | RateLimiterMemory {
    let l = this.limiters.get(name);
    if (!l) {
      const points = this.points(name);
      l =
        'perProcess' in LIMITS[name]
          ? new RateLimiterMemory({ points, duration: 60 })
          : new RateLimiterRedis({
              storeClient: this.deps.redis,
              keyPrefix: `${this.deps.config.rateLimitPrefix}:${name}`,
              points,
              duration: 60,
              insuranceLimiter: new RateLimiterMemory({ points, duration: 60 }),
            });
      this.limiters.set(name, l);
    }
    return l;
  }

  /**
   * Spends one point of `name` for `key`. For handlers outside Express (the raw hot paths);
   * `retryAfterSeconds` is set when the budget is spent.
   */
  async consume(
    name: LimitName,
    key: string,
  ): Promise<{ limit: number; remaining: number; retryAfterSeconds: number | null }> {
    const limit = this.points(name);
    try {
      const r = await this.limiter(name).consume(key);
      return { limit, remaining: r.remainingPoints, retryAfterSeconds: null };
    } catch (e) {
      if (e instanceof RateLimiterRes) {
        metrics.rateLimitRejections.inc({ limit: name });
        return { limit, remaining: 0, retryAfterSeconds: e.msBeforeNext / 1000 };
      }
      throw e;
    }
  }

  /**
   * The seconds until `key` may spend a point of `name` again when its budget is spent, else
   * null; spends nothing, so a limit can count only failures (consume on each) and still
   * refuse before the next attempt is judged.
   */
  async retryAfter(name: LimitName, key: string): Promise<number | null> {
    const r = await this.limiter(name).get(key);
    if (!r || r.consumedPoints < LIMITS[name].points) return null;
    metrics.rateLimitRejections.inc({ limit: name });
    return r.msBeforeNext / 1000;
  }

  middleware(name: LimitName): RequestHandler {
    const { points, by } = LIMITS[name];
    return tag(
      async (req: Request, res: Response, next: NextFunction) => {
        const key =
          (by === 'token' ? (req.auth?.tokenId ?? req.portal?.tokenId) : undefined) ??
          this.client.ip(req) ??
          'unknown';
        const r = await this.consume(name, key);
        res.setHeader('X-RateLimit-Limit', String(points));
        res.setHeader('X-RateLimit-Remaining', String(r.remaining));
        if (r.retryAfterSeconds !== null) throw new TooManyRequestsError(r.retryAfterSeconds);
        next();
      },
      { limit: { name, points } },
    );
  }
}
