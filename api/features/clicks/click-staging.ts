import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps';
import { clickIdTime } from '../../domain/click-id';
import { metrics } from '../../metrics';
import { insertBatch } from '../../../clickhouse/insert';
import type { ClickRow } from './click-record';

/**
 * Between the loader and the stores, clicks are staged in Redis, once per edge batch:
 *
 * 1. The loader stages each batch in one script that first sets the batch's marker with SET
 *    NX: the human clicks are added to a counts hash (field `business:link`) and every row is
 *    appended to a rows list. A batch delivered twice (a job retried, a spool replayed) is
 *    staged once.
 * 2. Flushes move what is staged into the stores, each the same way: RENAME live → frozen under
 *    a new flush id (atomic: what is staged meanwhile starts a new live key), apply the frozen
 *    data under that id, then drop it if its id is still the same. A crash anywhere leaves the
 *    frozen key with its id, and the next flush finishes it with the same id:
 *    - counts → one `UPDATE referral_links … FROM unnest()` that also records the flush id per
 *      business, so a flush retried after its commit adds nothing (click_count, decisions 11.3);
 *    - rows → ClickHouse in chunks of CHUNK rows, each with insert_deduplication_token
 *      `clicks-<flush id>-<offset>` (the frozen list never changes, so a retried chunk carries
 *      the same rows and token and is dropped by the table's dedup window).
 *
 * One ClickHouse insert per flush rather than per edge batch: an insert has a fixed cost (a new
 * part; ~15 ms on the embedded engine whatever its size), and a 50-connection load makes edge
 * batches of ≤ 50 clicks, which inserted one by one would cap loading near 2k clicks/s.
 */
export const stagingKeys = (prefix: string) => ({
  counts: `${prefix}:clicks:counts`,
  countsFrozen: `${prefix}:clicks:counts:flushing`,
  countsFrozenId: `${prefix}:clicks:counts:flushing-id`,
  rows: `${prefix}:clicks:rows`,
  rowsFrozen: `${prefix}:clicks:rows:flushing`,
  rowsFrozenId: `${prefix}:clicks:rows:flushing-id`,
  staged: (batchId: string) => `${prefix}:clicks:staged:${batchId}`,
});

/** How long a batch's "staged" marker lives: a redelivery later than this would stage it again. */
export const STAGED_MARKER_SECONDS = 3 * 24 * 3600;

/**
 * Rows per ClickHouse insert of a flush (constant: a retried flush must cut the same chunks);
 * also bounds each LRANGE reply, which Redis builds while every other client (the redirect's
 * batch writes) waits.
 */
export const CHUNK = 5_000;

// ARGV: ttl, number of count pairs, field, n, …, row, row, …
const STAGE = `
if not redis.call('SET', KEYS[1], '1', 'NX', 'EX', ARGV[1]) then return 0 end
local pairs = tonumber(ARGV[2])
for i = 3, 2 + pairs * 2, 2 do redis.call('HINCRBY', KEYS[2], ARGV[i], ARGV[i + 1]) end
local first = 3 + pairs * 2
for i = first, #ARGV, 5000 do
  redis.call('RPUSH', KEYS[3], unpack(ARGV, i, math.min(i + 4999, #ARGV)))
end
return 1`;

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
return id`;

const DONE = `
if redis.call('GET', KEYS[2]) == ARGV[1] then
  redis.call('UNLINK', KEYS[1], KEYS[2])
  return 1
end
return 0`;

type StagingDeps = Pick<Deps, 'redis' | 'config'>;

/** Stages one batch's rows and human counts, once per batch id; true when this call staged it. */
export async function stageClicks(deps: StagingDeps, batchId: string, rows: ClickRow[]): Promise<boolean> {
  const perLink = new Map<string, number>();
  for (const r of rows) {
    if (r.is_bot || !r.referral_link_id) continue;
    const field = `${r.business_id}:${r.referral_link_id}`;
    perLink.set(field, (perLink.get(field) ?? 0) + 1);
  }
  const k = stagingKeys(deps.config.redisPrefix);
  const args: (string | number)[] = [STAGED_MARKER_SECONDS, perLink.size];
  for (const [field, n] of perLink) args.push(field, n);
  for (const r of rows) args.push(JSON.stringify(r));
  return (await deps.redis.eval(STAGE, 3, k.staged(batchId), k.counts, k.rows, ...args)) === 1;
}

async function take(
  deps: StagingDeps,
  live: string,
  frozen: string,
  frozenId: string,
): Promise<string | null> {
  return (await deps.redis.eval(TAKE, 3, live, frozen, frozenId, randomUUID())) as string | null;
}

async function done(deps: StagingDeps, frozen: string, frozenId: string, id: string): Promise<void> {
  await deps.redis.eval(DONE, 2, frozen, frozenId, id);
}

/** Moves the staged counts into referral_links.click_count; returns the clicks in the flush. */
export async function flushClickCounts(deps: Pick<Deps, 'redis' | 'config' | 'db'>): Promise<number> {
  const k = stagingKeys(deps.config.redisPrefix);
  const flushId = await take(deps, k.counts, k.countsFrozen, k.countsFrozenId);
  if (!flushId) return 0;
  const flat = await deps.redis.hgetall(k.countsFrozen);
  const counts: { businessId: number; linkId: number; n: number }[] = [];
  let total = 0;
  for (const [field, value] of Object.entries(flat)) {
    const [businessId, linkId] = field.split(':').map(Number);
    const n = Number(value);
    if (businessId && linkId && n > 0) {
      counts.push({ businessId, linkId, n });
      total += n;
    }
  }
  // Ordered by link id: concurrent flushes lock rows in the same order.
  counts.sort((a, b) => a.linkId - b.linkId);
  await deps.db.clicks.applyCounts(flushId, counts);
  await done(deps, k.countsFrozen, k.countsFrozenId, flushId);
  return total;
}

const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
const EXTEND = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;
const ROWS_LOCK_MS = 60_000;
/** A flush keeps going while rows keep arriving, for about this long, then hands over to the next job. */
const ROWS_BUDGET_MS = 5_000;

/**
 * Moves the staged rows into ClickHouse; returns the rows written, or null when another
 * flush holds the rows lock (the caller asks for a later flush). Rows flushes are exclusive:
 * two at once would both insert the same frozen chunks, harmless (same tokens) but twice the
 * work. A flusher that dies leaves the lock to expire (ROWS_LOCK_MS); its frozen list waits.
 */
export async function flushClickRows(deps: Pick<Deps, 'redis' | 'config' | 'ch'>): Promise<number | null> {
  const k = stagingKeys(deps.config.redisPrefix);
  const lock = `${k.rows}:lock`;
  const token = randomUUID();
  if ((await deps.redis.set(lock, token, 'PX', ROWS_LOCK_MS, 'NX')) !== 'OK') return null;
  const started = Date.now();
  let total = 0;
  try {
    while (Date.now() - started < ROWS_BUDGET_MS) {
      const flushId = await take(deps, k.rows, k.rowsFrozen, k.rowsFrozenId);
      if (!flushId) break;
      for (let offset = 0; ; offset += CHUNK) {
        const items = await deps.redis.lrange(k.rowsFrozen, offset, offset + CHUNK - 1);
        if (!items.length) break;
        const rows = items.map((t) => JSON.parse(t) as ClickRow);
        await insertBatch(deps.ch, 'clicks', rows, `clicks-${flushId}-${offset}`);
        await deps.redis.eval(EXTEND, 1, lock, token, ROWS_LOCK_MS);
        const now = Date.now();
        for (const r of rows)
          metrics.ingestLag.observe({ kind: 'click' }, (now - clickIdTime(r.id).getTime()) / 1000);
        total += rows.length;
        if (items.length < CHUNK) break;
      }
      await done(deps, k.rowsFrozen, k.rowsFrozenId, flushId);
    }
  } finally {
    await deps.redis.eval(RELEASE, 1, lock, token).catch(() => 0);
  }
  return total;
}

/** Whether rows are staged and not yet flushed. */
export async function rowsPending(deps: Pick<Deps, 'redis' | 'config'>): Promise<boolean> {
  const k = stagingKeys(deps.config.redisPrefix);
  return (await deps.redis.exists(k.rows, k.rowsFrozen)) > 0;
}
