import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Deps } from '../../deps';
import { utf8 } from '../../domain/unicode';
import { QUEUE_NAMES } from '../../queues';
import { enqueueParcels, type ClickBatchWire, type ClicksQueue } from '../../queues/clicks';

/**
 * A web process's click inbox: the Redis list its redirects wait for, and the source of its
 * `clicks` jobs.
 *
 * Why: a redirect answers only once its click is in Redis (a SIGKILL right after the 302 must
 * lose nothing), so under a closed-loop load of 50 connections a click batch (one group
 * commit) holds at most 50 clicks, usually 20-30. As one BullMQ job each, BullMQ's fixed cost
 * per job (~0.4 ms of Redis and over 1 ms of worker CPU) made the loader cost more than the
 * redirects themselves (docs/benchmarks.md, Redirect). So the edge appends each batch to its
 * inbox (one RPUSH, in a script that also registers the inbox), answers, and every
 * `shipEveryMs` ships what the inbox holds.
 *
 * Shipping is a claim check: the inbox list is renamed, whole, to a parcel
 * (`clicks:parcel:{uuid}`), and one small job names the parcel. The clicks cross the wire
 * once, from the edge into Redis, and once more to the loader; the web process never reads
 * them back. The loader reads the parcel, stages its batches (each click batch once, by its id:
 * ../load/staging.ts) and then deletes it; a retried job finds the parcel as it was, or
 * gone once loaded.
 *
 * Nothing is lost between the steps: the rename also adds the parcel to the inbox's set of
 * parcels whose jobs may not exist yet, and the id leaves the set only once its job was added.
 * A shipper that fails or dies in between leaves the id in the set; the next ship of that
 * inbox adds the job again, under the same job id (a second job for a parcel already loaded
 * finds nothing to do).
 *
 * A process that dies leaves its inbox behind. Every push refreshes the inbox's `alive` key
 * (`aliveSeconds`); inboxes are registered in a set, and the sweep (`shipOrphanInboxes`, on
 * the scheduler's minute tick) ships those whose key has expired. Keys, under REDIS_PREFIX:
 *   clicks:inboxes                  set of inbox ids
 *   clicks:inbox:{id}               list of click batches (ClickBatchWire JSON)
 *   clicks:inbox:{id}:parcels       set of parcel ids whose jobs may not have been added
 *   clicks:inbox:{id}:alive         present while the owner pushes
 *   clicks:parcel:{uuid}            a shipped inbox list, until loaded
 */

export interface InboxOptions {
  /** How often the owner ships its inbox. */
  shipEveryMs: number;
  /** Clicks pushed since the last ship that make the owner ship at once. */
  shipAtClicks: number;
  /** How long an inbox whose owner stopped pushing is left to it before the sweep ships it. */
  aliveSeconds: number;
}

export const DEFAULT_INBOX_OPTIONS: InboxOptions = {
  shipEveryMs: 100,
  shipAtClicks: 2_000,
  aliveSeconds: 30,
};

/** Inbox elements (click batches of ≤ 500 clicks) per LRANGE: bounds each reply and the loader's memory. */
const WINDOW = 20;

export const inboxRegistryKey = (prefix: string) => `${prefix}:clicks:inboxes`;

export const inboxKeys = (prefix: string, id: string) => ({
  list: `${prefix}:clicks:inbox:${id}`,
  parcels: `${prefix}:clicks:inbox:${id}:parcels`,
  alive: `${prefix}:clicks:inbox:${id}:alive`,
});

export const parcelKey = (prefix: string, parcelId: string) => `${prefix}:clicks:parcel:${parcelId}`;

// KEYS: registry, alive, list. ARGV: id, alive seconds, element.
const PUSH = `
redis.call('SADD', KEYS[1], ARGV[1])
redis.call('SET', KEYS[2], '1', 'EX', ARGV[2])
return redis.call('RPUSH', KEYS[3], ARGV[3])`;

// KEYS: list, parcels, parcel. ARGV: parcel id.
const WRAP = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('RENAME', KEYS[1], KEYS[3])
redis.call('SADD', KEYS[2], ARGV[1])
return 1`;

// KEYS: registry, alive, list, parcels. ARGV: id. Forgets an inbox only when nothing is left of it.
const FORGET = `
if redis.call('EXISTS', KEYS[2], KEYS[3], KEYS[4]) > 0 then return 0 end
return redis.call('SREM', KEYS[1], ARGV[1])`;

/** Drops an inbox from the registry, unless something of it is left (its owner pushing, a list, parcels without jobs). */
function forgetInbox(redis: Redis, prefix: string, id: string): Promise<unknown> {
  const k = inboxKeys(prefix, id);
  return redis.eval(FORGET, 4, inboxRegistryKey(prefix), k.alive, k.list, k.parcels, id);
}

/**
 * Ships an inbox: wraps what it holds into a parcel and adds the parcel's job; with
 * `leftovers`, first adds the jobs of parcels an earlier ship of this inbox left without one.
 * Returns how many jobs were added. Safe to run alongside other shippers of the same inbox.
 */
export async function shipInbox(
  redis: Redis,
  queue: ClicksQueue,
  prefix: string,
  id: string,
  leftovers: boolean,
): Promise<number> {
  const k = inboxKeys(prefix, id);
  const parcels = leftovers ? await redis.smembers(k.parcels) : [];
  const fresh = randomUUID();
  if ((await redis.eval(WRAP, 3, k.list, k.parcels, parcelKey(prefix, fresh), fresh)) === 1)
    parcels.push(fresh);
  if (!parcels.length) return 0;
  await enqueueParcels(queue, parcels);
  await redis.srem(k.parcels, ...parcels);
  return parcels.length;
}

/** The owner's side: pushes batches, and ships them on a timer or once enough have come. */
export class ClickInbox {
  readonly id = randomUUID();
  private readonly keys: ReturnType<typeof inboxKeys>;
  private readonly registry: string;
  private readonly timer: NodeJS.Timeout;
  private sinceShip = 0;
  private shipping: Promise<void> | null = null;
  private again = false;
  /** A ship failed: the next one first sends what it may have left without a job. */
  private leftovers = false;

  constructor(
    private readonly redis: Redis,
    private readonly queue: ClicksQueue,
    private readonly prefix: string,
    private readonly opts: InboxOptions,
    private readonly onError: (err: Error) => void,
  ) {
    this.keys = inboxKeys(prefix, this.id);
    this.registry = inboxRegistryKey(prefix);
    this.timer = setInterval(() => (this.sinceShip || this.leftovers) && this.ship(), opts.shipEveryMs);
    this.timer.unref();
  }

  /** Resolves once the batch is in Redis. */
  async push(batch: ClickBatchWire): Promise<void> {
    await this.redis.eval(
      PUSH,
      3,
      this.registry,
      this.keys.alive,
      this.keys.list,
      this.id,
      this.opts.aliveSeconds,
      utf8(JSON.stringify(batch)),
    );
    this.sinceShip += batch.tuples.length;
    if (this.sinceShip >= this.opts.shipAtClicks) this.ship();
  }

  /** Starts a ship (or asks for another right after the one running); a failure is retried on the next tick. */
  private ship(): void {
    if (this.shipping) {
      this.again = true;
      return;
    }
    this.sinceShip = 0;
    const leftovers = this.leftovers;
    this.leftovers = false;
    this.shipping = shipInbox(this.redis, this.queue, this.prefix, this.id, leftovers)
      .then(() => undefined)
      .catch((err: Error) => {
        this.leftovers = true;
        this.onError(err);
      })
      .finally(() => {
        this.shipping = null;
        if (this.again) {
          this.again = false;
          this.ship();
        }
      });
  }

  /** Ships what is left (the last pushes included), then forgets the inbox. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.again = false;
    await this.shipping;
    try {
      await shipInbox(this.redis, this.queue, this.prefix, this.id, true);
      await this.redis.del(this.keys.alive);
      await forgetInbox(this.redis, this.prefix, this.id);
    } catch (err) {
      this.onError(err as Error); // left for the sweep
    }
  }
}

/**
 * Ships the inboxes whose owners stopped pushing (a web process that died, or one idle for
 * `aliveSeconds`, whose inbox is then empty) and forgets the empty ones. Returns the jobs added.
 */
export async function shipOrphanInboxes(deps: Pick<Deps, 'redis' | 'config' | 'queues'>): Promise<number> {
  const prefix = deps.config.redisPrefix;
  const registry = inboxRegistryKey(prefix);
  let jobs = 0;
  for (const id of await deps.redis.smembers(registry)) {
    const k = inboxKeys(prefix, id);
    if (await deps.redis.exists(k.alive)) continue;
    jobs += await shipInbox(deps.redis, deps.queues.get(QUEUE_NAMES.clicks), prefix, id, true);
    await forgetInbox(deps.redis, prefix, id);
  }
  return jobs;
}

/**
 * A parcel's click batches, in groups of about `groupClicks` clicks (a group closes at the
 * first batch that reaches it), read a window at a time so memory stays bounded. The parcel
 * never changes once made, so every pass over it yields the same groups.
 */
export async function* parcelBatches(
  redis: Redis,
  prefix: string,
  parcelId: string,
  groupClicks: number,
): AsyncGenerator<ClickBatchWire[]> {
  const key = parcelKey(prefix, parcelId);
  let group: ClickBatchWire[] = [];
  let clicks = 0;
  for (let offset = 0; ; offset += WINDOW) {
    const items = await redis.lrangeBuffer(key, offset, offset + WINDOW - 1);
    for (const item of items) {
      const batch = JSON.parse(item.toString()) as ClickBatchWire;
      group.push(batch);
      clicks += batch.tuples.length;
      if (clicks >= groupClicks) {
        yield group;
        [group, clicks] = [[], 0];
      }
    }
    if (items.length < WINDOW) break;
  }
  if (group.length) yield group;
}
