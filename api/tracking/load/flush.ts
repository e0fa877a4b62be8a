import { randomUUID } from 'node:crypto';
import { insertLines } from '../../../clickhouse/insert';
import type { Deps } from '../../deps';
import { metrics } from '../../metrics';
import { stageKeys, type StagedTable } from './staging';

/**
 * The flush: staged rows into ClickHouse (./staging.ts stages them). A flush RENAMEs the live
 * list to a frozen one under a new flush id (atomic: what is staged meanwhile starts a new live
 * list), inserts the frozen list in chunks, then drops it if its id is still the same. The
 * frozen list never changes, so chunks are cut at the same elements every time it is read, and
 * each chunk's insert_deduplication_token (`<table>-<flush id>-<first element>`) makes a chunk
 * inserted twice (a flusher that died after the insert, a flush retried) land once. A crash
 * anywhere leaves the frozen list with its id, and the next flush finishes it under the same
 * id. The click counts are frozen and applied the same way (./click-counts.ts).
 */

/**
 * Rows per ClickHouse insert, at least (a chunk ends at the first batch that reaches it):
 * large enough that the per-insert cost is small, small enough to bound a flusher's memory
 * (100 000 click lines are about 35 MB, held twice while the chunk is joined). The engine's CPU
 * per row falls with the insert's size: 20.5 µs at 20 000 rows, 14.2 at 60 000 (docs/
 * benchmarks.md, "Redirect, seventh session"), so one 5-second slot at redirect rates (60-80k
 * clicks) is one insert.
 */
export const CHUNK_ROWS = 100_000;
/**
 * Staged elements per LRANGE: bounds each reply, which Redis builds while every other client
 * waits. An element is a loader's step (about 500 rows, ~175 kB of click lines), so 4 are
 * ~0.7 MB; 20 made replies of several MB that held Redis for up to 3 ms.
 */
const WINDOW = 4;
const NEWLINE = 0x0a;
const NEWLINE_BYTES = Buffer.from('\n');

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

/**
 * Freezes what is staged under a flush id (or returns the id of a frozen set a dead flusher
 * left behind); null when nothing is staged. Shared with the click counts (./click-counts.ts).
 */
export async function takeStaged(
  deps: Pick<Deps, 'redis'>,
  live: string,
  frozen: string,
  frozenId: string,
): Promise<string | null> {
  return (await deps.redis.eval(TAKE, 3, live, frozen, frozenId, randomUUID())) as string | null;
}

/** Drops a frozen set once applied, unless another flush already replaced it. */
export async function doneStaged(
  deps: Pick<Deps, 'redis'>,
  frozen: string,
  frozenId: string,
  id: string,
): Promise<void> {
  await deps.redis.eval(DONE, 2, frozen, frozenId, id);
}

const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
const EXTEND = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;
const LOCK_MS = 60_000;
/** Behind a backlog a flush keeps taking full chunks for about this long, then hands over to the next job. */
export const BUDGET_MS = 5_000;

/**
 * Moves a table's staged rows into ClickHouse; returns the rows written, or null when another
 * flush holds the table's lock (the caller asks for a later flush). Flushes of a table are
 * exclusive: two at once would insert the same frozen chunks, harmless (same tokens) but twice
 * the work. A flusher that dies leaves the lock to expire (LOCK_MS); its frozen list waits.
 */
export async function flushStaged(
  deps: Pick<Deps, 'redis' | 'config' | 'ch'>,
  spec: StagedTable,
): Promise<number | null> {
  const k = stageKeys(deps.config.redisPrefix, spec.table);
  const token = randomUUID();
  if ((await deps.redis.set(k.lock, token, 'PX', LOCK_MS, 'NX')) !== 'OK') return null;
  const started = Date.now();
  let total = 0;
  try {
    // One take per flush, and another only while a take brings a full chunk or more (a backlog):
    // a take right after an insert holds only what arrived during it, and a part per table
    // and view per small insert, then merged again and again, cost ClickHouse 2-3× the CPU per
    // row of large inserts (docs/benchmarks.md, "Redirect, seventh session").
    for (let taken = CHUNK_ROWS; taken >= CHUNK_ROWS && Date.now() - started < BUDGET_MS;) {
      const flushId = await takeStaged(deps, k.live, k.frozen, k.frozenId);
      if (!flushId) break;
      const before = total;
      // Staged elements stay bytes from Redis to ClickHouse: only their short headers are read.
      let bodies: Buffer[] = [];
      let lags: [number, number][] = [];
      let rows = 0;
      let first = 0;
      const send = async (next: number) => {
        await insertLines(
          deps.ch,
          spec.table,
          spec.columns,
          Buffer.concat(bodies),
          rows,
          `${spec.table}-${flushId}-${first}`,
        );
        await deps.redis.eval(EXTEND, 1, k.lock, token, LOCK_MS);
        const now = Date.now();
        const lag = metrics.ingestLag.labels(spec.lagKind);
        for (const [edgeMs, n] of lags) lag.observe((now - edgeMs) / 1000, n);
        total += rows;
        [bodies, lags, rows, first] = [[], [], 0, next];
      };
      for (let offset = 0; ; offset += WINDOW) {
        const items = await deps.redis.lrangeBuffer(k.frozen, offset, offset + WINDOW - 1);
        for (let i = 0; i < items.length; i += 1) {
          const item = items[i];
          const nl = item.indexOf(NEWLINE);
          const [edgeMs, n] = item.toString('latin1', 0, nl).split(' ').map(Number);
          if (bodies.length) bodies.push(NEWLINE_BYTES);
          bodies.push(item.subarray(nl + 1));
          lags.push([edgeMs, n]);
          rows += n;
          if (rows >= CHUNK_ROWS) await send(offset + i + 1);
        }
        if (items.length < WINDOW) break;
      }
      if (rows) await send(0);
      await doneStaged(deps, k.frozen, k.frozenId, flushId);
      taken = total - before;
    }
  } finally {
    await deps.redis.eval(RELEASE, 1, k.lock, token).catch(() => 0);
  }
  return total;
}

/** Whether rows of the table are staged and not yet flushed. */
export async function rowsPending(deps: Pick<Deps, 'redis' | 'config'>, spec: StagedTable): Promise<boolean> {
  const k = stageKeys(deps.config.redisPrefix, spec.table);
  return (await deps.redis.exists(k.live, k.frozen)) > 0;
}
