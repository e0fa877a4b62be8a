import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Deps } from '../deps';
import { RetryLaterError, TooManyRequestsError } from '../errors';
import { businessIdOf } from './auth';
import { exportSeatsOf, SEAT_RETRY_SECONDS, type ExportSeats } from './export-seats';

/** Export downloads one business may have running at once, across every web process. */
export const DOWNLOADS_PER_BUSINESS = 3;

/**
 * A slot not renewed for this long is taken back: its process died mid-download. Live
 * downloads renew theirs three times a lease.
 */
const LEASE_MS = 60_000;

/** What a 429 suggests when Redis is out of reach and the slots are counted in this process. */
const LOCAL_RETRY_SECONDS = 5;

// A business's slots are a sorted set: member a lease id, score its deadline on Redis's own
// clock (processes' clocks may disagree). Lapsed leases are dropped before counting.
// KEYS[1] the set; ARGV limit, lease ms, lease id. 0 when taken, else ms until the first lapses.
const ACQUIRE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[1]) then
  redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 0
end
local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return math.max(1, tonumber(first[2]) - now)
`;

// Pushes a live lease's deadline out; a lease that already lapsed stays gone (XX), so a
// renewal never lets a business past its limit. KEYS[1] the set; ARGV lease ms, lease id.
const RENEW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
if redis.call('ZADD', KEYS[1], 'XX', 'CH', now + tonumber(ARGV[1]), ARGV[2]) == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return 0
`;

export type SlotGrant = { release: () => void } | { retryAfterSeconds: number };

/**
 * Export download slots: a semaphore per business held in Redis with lease expiry, so the
 * limit holds however many web processes serve the business. If Redis is out of reach the
 * slots are counted in this process instead of failing the download (as the rate limits do).
 */
export class DownloadSlots {
  private readonly local = new Map<string, number>();
  private readonly prefix: string;
  private readonly seats: ExportSeats;

  constructor(
    private readonly deps: Pick<Deps, 'redis' | 'config' | 'logger' | 'exportDb'>,
    private readonly limit = DOWNLOADS_PER_BUSINESS,
    private readonly leaseMs = LEASE_MS,
  ) {
    this.prefix = `${deps.config.redisPrefix}:export-slots`;
    this.seats = exportSeatsOf(deps.exportDb);
  }

  /** Takes one of `owner`'s slots: its release (safe to call twice), or how long to wait. */
  async acquire(owner: string): Promise<SlotGrant> {
    const key = `${this.prefix}:${owner}`;
    const id = randomUUID();
    let wait: number;
    try {
      wait = Number(await this.deps.redis.eval(ACQUIRE, 1, key, this.limit, this.leaseMs, id));
    } catch (err) {
      this.deps.logger.warn(
        { err: (err as Error).message },
        'download slots: Redis unavailable, counting locally',
      );
      return this.acquireLocal(owner);
    }
    if (wait > 0) return { retryAfterSeconds: wait / 1000 };
    const renew = setInterval(() => {
      this.deps.redis.eval(RENEW, 1, key, this.leaseMs, id).catch(() => undefined);
    }, this.leaseMs / 3);
    renew.unref();
    return {
      release: once(() => {
        clearInterval(renew);
        // Should Redis be down now, the lease lapses on its own.
        this.deps.redis.zrem(key, id).catch(() => undefined);
      }),
    };
  }

  private acquireLocal(owner: string): SlotGrant {
    const held = this.local.get(owner) ?? 0;
    if (held >= this.limit) return { retryAfterSeconds: LOCAL_RETRY_SECONDS };
    this.local.set(owner, held + 1);
    return {
      release: once(() => {
        const left = (this.local.get(owner) ?? 1) - 1;
        if (left > 0) this.local.set(owner, left);
        else this.local.delete(owner);
      }),
    };
  }

  /**
   * For the export download routes, after authentication and validation and before the
   * handler touches PostgreSQL: takes one of the business's slots (none free: 429 with
   * Retry-After), then a seat of this process's export pool (none it may take: 503 with
   * Retry-After, before any header), and gives both back when the response ends, however it
   * ends. Once the body streams, a client that reads nothing for the export idle deadline has
   * its download ended, which releases the cursor, its pooled connection, the seat and the slot.
   */
  middleware(): RequestHandler {
    const idleMs = this.deps.config.deadlines.exportIdleMs;
    return async (req: Request, res: Response, next: NextFunction) => {
      const owner = String(businessIdOf(req));
      const slot = await this.acquire(owner);
      if ('retryAfterSeconds' in slot)
        throw new TooManyRequestsError(
          slot.retryAfterSeconds,
          `At most ${this.limit} export downloads of a business may run at once`,
        );
      const seat = this.seats.take(owner);
      if (!seat) {
        slot.release();
        throw new RetryLaterError(
          SEAT_RETRY_SECONDS,
          'The export connections this business may take are in use, please retry later',
        );
      }
      const release = () => {
        seat();
        slot.release();
      };
      // The client may have gone while the slot was being taken: 'close' has then been emitted.
      if (res.closed) {
        release();
        return;
      }
      res.once('close', release);
      // Both writers (sendExport, the file download) pipe their body into the response, so the
      // deadline starts with the body and not while the first rows are being prepared. The
      // socket's timeout counts time in which nothing it was given could be written, which is
      // a client that stopped reading.
      res.once('pipe', () => {
        res.setTimeout(idleMs, () => {
          this.deps.logger.warn({ reqId: req.id }, 'export download ended: its client stopped reading');
          res.destroy();
        });
      });
      next();
    };
  }
}

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}
