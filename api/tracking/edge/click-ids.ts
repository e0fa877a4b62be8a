import { randomBytes, randomInt } from 'node:crypto';
import type { Redis } from 'ioredis';
import { ClickIdGenerator, MAX_PROCESS } from '../../domain/click-id';
import { withinOr } from '../../domain/within';
import type { Logger } from '../../logger';

/**
 * Click ids are unique across processes because each process making them holds a distinct
 * process number (0-31): a lease `{REDIS_PREFIX}:clicks:node:{n}` taken with SET NX EX and
 * renewed well before it expires. All edges of a process (every web server in it) share one
 * lease and one generator.
 *
 * Fallback: when Redis cannot be reached at start (or all 32 numbers are held), the process
 * uses a random number until a lease succeeds (it keeps trying, preferring the number it
 * uses), so ids made during that window may collide with another process's. A process cut
 * off from Redis for longer than the lease cannot know that its number was handed out again;
 * on the next renewal it sees the loss and takes a fresh number.
 */
const LEASE_SECONDS = 60;
const RENEW_MS = 20_000;
const RETRY_MS = 5_000;
const FIRST_LEASE_WAIT_MS = 2_000;

const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('EXPIRE', KEYS[1], ARGV[2]) end return 0`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

export class ClickIds {
  private generator: ClickIdGenerator;
  private number: number;
  private leased = false;
  private readonly token = randomBytes(12).toString('hex');
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  /** Resolves once a lease is held or the start-up wait ran out (then the fallback number is used). */
  readonly ready: Promise<void>;
  isReady = false;
  refs = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {
    this.number = randomInt(0, MAX_PROCESS + 1);
    this.generator = new ClickIdGenerator(this.number);
    this.ready = withinOr(this.acquire(), FIRST_LEASE_WAIT_MS, false).then((ok) => {
      if (!ok)
        this.logger.warn(
          { processNumber: this.number },
          'click id lease not taken yet; using a random process number',
        );
      this.isReady = true;
      this.plan(ok ? RENEW_MS : RETRY_MS);
    });
  }

  /** The next click id; call after `ready`. */
  next(): number {
    return this.generator.next();
  }

  get processNumber(): number {
    return this.number;
  }

  get holdsLease(): boolean {
    return this.leased;
  }

  private key(n: number): string {
    return `${this.prefix}:clicks:node:${n}`;
  }

  private use(n: number): void {
    if (n !== this.number) {
      this.number = n;
      this.generator = new ClickIdGenerator(n);
    }
    this.leased = true;
  }

  /** Tries the current number first, then every other from a random start. */
  private async acquire(): Promise<boolean> {
    try {
      const start = this.number;
      for (let i = 0; i <= MAX_PROCESS; i += 1) {
        const n = (start + i) % (MAX_PROCESS + 1);
        if ((await this.redis.set(this.key(n), this.token, 'EX', LEASE_SECONDS, 'NX')) === 'OK') {
          this.use(n);
          return true;
        }
      }
      this.logger.warn('all 32 click id process numbers are leased');
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'click id lease failed');
    }
    this.leased = false;
    return false;
  }

  private plan(ms: number): void {
    if (this.closed) return;
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    let ok = false;
    if (this.leased) {
      try {
        ok = (await this.redis.eval(RENEW, 1, this.key(this.number), this.token, LEASE_SECONDS)) === 1;
        if (!ok) {
          this.leased = false;
          this.logger.warn({ processNumber: this.number }, 'click id lease lost; taking a new one');
        }
      } catch {
        // Redis unreachable: keep the number; the renewal after next may still be in time.
        ok = true;
      }
    }
    if (!this.leased) ok = await this.acquire();
    this.plan(ok ? RENEW_MS : RETRY_MS);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    // Bounded: a client stuck re-connecting would hold the release (and shutdown) forever; an
    // unreleased lease just expires.
    if (this.leased) {
      await withinOr(
        this.redis.eval(RELEASE, 1, this.key(this.number), this.token).catch(() => 0),
        1_000,
        0,
      );
    }
    this.leased = false;
  }
}

const perProcess = new Map<string, ClickIds>();

/** The process's click ids for this Redis namespace; pair with releaseClickIds. */
export function clickIdsFor(deps: {
  redis: Redis;
  config: { redisUrl: string; redisPrefix: string };
  logger: Logger;
}): ClickIds {
  const key = `${deps.config.redisUrl}|${deps.config.redisPrefix}`;
  let ids = perProcess.get(key);
  if (!ids) {
    ids = new ClickIds(deps.redis, deps.config.redisPrefix, deps.logger);
    perProcess.set(key, ids);
  }
  ids.refs += 1;
  return ids;
}

export async function releaseClickIds(ids: ClickIds): Promise<void> {
  ids.refs -= 1;
  if (ids.refs > 0) return;
  for (const [k, v] of perProcess) if (v === ids) perProcess.delete(k);
  await ids.close();
}
