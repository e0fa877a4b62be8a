import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps';
import type { ClickRow } from './click-record';

/**
 * referral_links.click_count, "incremented in real time" (within 2 s of the 302, decisions
 * 11.3), without one PostgreSQL write per click:
 *
 * 1. The loader adds each batch's human clicks to a Redis hash (field `business:link`) in one
 *    script that first sets the batch's marker with SET NX: a batch delivered twice (a job
 *    retried, a spool replayed) is counted once.
 * 2. A flush moves the hash into PostgreSQL: RENAME live → flushing under a new flush id
 *    (atomic: increments landing meanwhile start a new live hash), one `UPDATE … FROM
 *    unnest()` that also records the flush id (so a flush retried after its commit adds
 *    nothing), then drops the flushing hash if its id is still the same. A crash anywhere
 *    leaves the flushing hash with its id, and the next flush finishes it.
 */
/** The Redis keys of the click counters (exported for tests that recreate a crash's leftovers). */
export const counterKeys = (prefix: string) => ({
  live: `${prefix}:clicks:counts`,
  flushing: `${prefix}:clicks:counts:flushing`,
  flushingId: `${prefix}:clicks:counts:flushing-id`,
  counted: (batchId: string) => `${prefix}:clicks:counted:${batchId}`,
});

/** How long a batch's "counted" marker lives: a redelivery later than this would count again. */
export const COUNTED_MARKER_SECONDS = 3 * 24 * 3600;

const COUNT = `
if redis.call('SET', KEYS[1], '1', 'NX', 'EX', ARGV[1]) then
  for i = 2, #ARGV, 2 do redis.call('HINCRBY', KEYS[2], ARGV[i], ARGV[i + 1]) end
  return 1
end
return 0`;

const TAKE = `
if redis.call('EXISTS', KEYS[2]) == 0 then
  if redis.call('EXISTS', KEYS[1]) == 0 then return false end
  redis.call('RENAME', KEYS[1], KEYS[2])
  redis.call('SET', KEYS[3], ARGV[1])
end
local id = redis.call('GET', KEYS[3])
if not id then
  id = ARGV[1]
  redis.call('SET', KEYS[3], id)
end
return {id, redis.call('HGETALL', KEYS[2])}`;

const DONE = `
if redis.call('GET', KEYS[2]) == ARGV[1] then
  redis.call('DEL', KEYS[1], KEYS[2])
  return 1
end
return 0`;

type CounterDeps = Pick<Deps, 'redis' | 'config'>;

/** Adds the human clicks of one batch to the live counters, once per batch id; true when added. */
export async function countClicks(deps: CounterDeps, batchId: string, rows: ClickRow[]): Promise<boolean> {
  const perLink = new Map<string, number>();
  for (const r of rows) {
    if (r.is_bot || !r.referral_link_id) continue;
    const field = `${r.business_id}:${r.referral_link_id}`;
    perLink.set(field, (perLink.get(field) ?? 0) + 1);
  }
  const k = counterKeys(deps.config.redisPrefix);
  const args: (string | number)[] = [COUNTED_MARKER_SECONDS];
  for (const [field, n] of perLink) args.push(field, n);
  return (await deps.redis.eval(COUNT, 2, k.counted(batchId), k.live, ...args)) === 1;
}

/** Moves the live counters into referral_links.click_count; returns the clicks applied. */
export async function flushClickCounts(deps: Pick<Deps, 'redis' | 'config' | 'db'>): Promise<number> {
  const k = counterKeys(deps.config.redisPrefix);
  const taken = (await deps.redis.eval(TAKE, 3, k.live, k.flushing, k.flushingId, randomUUID())) as
    [string, string[]] | null;
  if (!taken) return 0;
  const [flushId, flat] = taken;
  const counts: { businessId: number; linkId: number; n: number }[] = [];
  let total = 0;
  for (let i = 0; i < flat.length; i += 2) {
    const [businessId, linkId] = flat[i].split(':').map(Number);
    const n = Number(flat[i + 1]);
    if (businessId && linkId && n > 0) {
      counts.push({ businessId, linkId, n });
      total += n;
    }
  }
  // Ordered by link id: concurrent flushes lock rows in the same order.
  counts.sort((a, b) => a.linkId - b.linkId);
  await deps.db.clicks.applyCounts(flushId, counts);
  await deps.redis.eval(DONE, 2, k.flushing, k.flushingId, flushId);
  return total;
}
