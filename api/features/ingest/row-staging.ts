import { randomUUID } from 'node:crypto';
import { quoteIdent } from '../../../clickhouse/client';
import { insertLines } from '../../../clickhouse/insert';
import type { Deps } from '../../deps';
import { utf8, wellFormed } from '../../domain/unicode';
import { metrics } from '../../metrics';

/**
 * Between the loaders and ClickHouse, rows are staged in Redis once per edge batch, so that
 * many small batches become a few large inserts and every row still lands exactly once:
 *
 * 1. A loader stages a batch in one script that first sets the batch's marker with SET NX,
 *    then appends the batch as one list element (a small header and its rows, already encoded
 *    as JSONCompactEachRow lines) and, for clicks, adds its human counts to a hash. A batch
 *    delivered twice (a job retried, a spool replayed) is staged once: within the marker's
 *    half hour by the marker, later by asking ClickHouse (a late batch: loadedIds).
 * 2. A flush RENAMEs the live list to a frozen one under a new flush id (atomic: what is staged
 *    meanwhile starts a new live list), inserts the frozen list into ClickHouse in chunks, then
 *    drops it if its id is still the same. The frozen list never changes, so chunks are cut at
 *    the same elements every time it is read, and each chunk's insert_deduplication_token
 *    (`<table>-<flush id>-<first element>`) makes a chunk inserted twice (a flusher that died
 *    after the insert, a flush retried) land once. A crash anywhere leaves the frozen list with
 *    its id, and the next flush finishes it under the same id.
 *
 * Why not one insert per job: an insert has a fixed cost (a part in the table and one in each
 * rollup its materialized views feed), and a 50-connection load makes edge batches of ≤ 50
 * clicks, which inserted one by one would cap loading near 2k rows/s.
 */
export interface StagedTable {
  table: 'clicks' | 'events';
  /** The ClickHouse type of the table's `id` (a row is keyed by business_id and id). */
  idType: 'UInt64' | 'UUID';
  /** Its time column, when a row's time follows from its id (loadedIds then reads only those days). */
  timeColumn?: 'created_at';
  /** The order of the values in each staged line. */
  columns: readonly string[];
  /** The `kind` label of the ingest_lag_seconds histogram. */
  lagKind: 'click' | 'event';
}

export const stageKeys = (prefix: string, table: string) => ({
  live: `${prefix}:stage:${table}`,
  frozen: `${prefix}:stage:${table}:flushing`,
  frozenId: `${prefix}:stage:${table}:flushing-id`,
  lock: `${prefix}:stage:${table}:lock`,
  staged: (batchId: string) => `${prefix}:stage:${table}:staged:${batchId}`,
});

/**
 * How long a batch's "staged" marker lives. Markers are one key per edge batch, so their
 * memory is the batch rate times this: at a click a batch (a quiet edge) and 100 clicks a
 * second, half an hour is ~180k keys, where the 3 days they once lived were ~26M. A batch
 * delivered again after its marker expired is caught by its age instead (LATE_AFTER_MS).
 */
export const STAGED_MARKER_SECONDS = 30 * 60;
/** Allowance for the clocks of web processes, workers and Redis disagreeing. */
const CLOCK_MARGIN_MS = 5 * 60_000;
/**
 * A batch made at the edge longer ago than this may have been staged before its marker
 * expired (a spool replayed hours after its write timed out but landed; a job retried after
 * long backoff); ClickHouse then says which of its rows are in (loadedIds). A younger batch
 * cannot have been staged that long ago, so its marker's absence is the whole answer.
 */
export const LATE_AFTER_MS = STAGED_MARKER_SECONDS * 1000 - CLOCK_MARGIN_MS;

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

/**
 * One row as a JSONCompactEachRow line. JSON.stringify writes a lone UTF-16 surrogate as a
 * \udXXX escape, which ClickHouse refuses (one such character would fail its whole chunk on
 * every retry); the rare line that may hold one is encoded again from well-formed strings.
 */
export function toLine(values: unknown[]): string {
  const line = JSON.stringify(values);
  if (!line.includes('\\ud')) return line;
  return JSON.stringify(values.map((v) => (typeof v === 'string' ? wellFormed(v) : v)));
}

/**
 * Lines kept by id range (the recent clicks): in a sorted set of ranges (score: the first id,
 * member `first:last`) and a hash of the ranges' lines (field: the first id, value: the lines
 * of the range, one per line, each beginning `[<first value>,<id>,`). A range is a short run
 * of increasing ids (the recent clicks: up to 50 of one process), written with one HSET and
 * one ZADD, and a lookup reads one range. Splitting every line into a field of its own, inside the
 * staging script, held Redis 2-8 ms a step (4 µs a click) while the redirects' pushes waited
 * behind it (docs/benchmarks.md, "Redirect, eighth session").
 */
export interface RangeIndex {
  /** The key pairs that runs name by position. */
  keys: { ranges: string; lines: string }[];
  /** Consecutive runs of the batch's lines, in order; ids increase within a run. */
  runs: { keys: number; lines: number; first: number; last: number }[];
  /** Ranges starting below this id are dropped as the index is written. */
  dropBelow: number;
  /** The keys expire this long after the last write to them. */
  ttlSeconds: number;
}

// remember(element, a, base): ARGV from `a` as rangeIndexArgs writes them; key pair g (1-based)
// at KEYS[base + 2g - 1] (ranges) and KEYS[base + 2g] (lines). Old ranges go 1000 at a time.
const REMEMBER_FN = `
local function remember(element, a, base)
  local groups, drop, ttl, runs = tonumber(ARGV[a]), ARGV[a + 1], ARGV[a + 2], tonumber(ARGV[a + 3])
  a = a + 4
  for r = 1, runs do
    local g, from, len, first = tonumber(ARGV[a]), tonumber(ARGV[a + 1]), tonumber(ARGV[a + 2]), ARGV[a + 3]
    redis.call('HSET', KEYS[base + 2 * g], first, string.sub(element, from, from + len - 1))
    redis.call('ZADD', KEYS[base + 2 * g - 1], first, first .. ':' .. ARGV[a + 4])
    a = a + 5
  end
  for g = 1, groups do
    local ranges, lines = KEYS[base + 2 * g - 1], KEYS[base + 2 * g]
    local old = redis.call('ZRANGEBYSCORE', ranges, '-inf', '(' .. drop, 'LIMIT', 0, 1000)
    if #old > 0 then
      local firsts = {}
      for i, range in ipairs(old) do firsts[i] = string.match(range, '^[^:]+') end
      redis.call('HDEL', lines, unpack(firsts))
      redis.call('ZREM', ranges, unpack(old))
    end
    redis.call('EXPIRE', ranges, ttl)
    redis.call('EXPIRE', lines, ttl)
  end
end
`;

/**
 * The index's keys and arguments for `remember`: each run's byte span in the element, found
 * by its newlines (the element's first line is its header; JSON lines hold no raw newline).
 */
function rangeIndexArgs(
  index: RangeIndex | undefined,
  element: Buffer,
): { keys: string[]; args: (string | number)[] } {
  if (!index?.runs.length) return { keys: [], args: [0, 0, 0, 0] };
  const args: (string | number)[] = [index.keys.length, index.dropBelow, index.ttlSeconds, index.runs.length];
  let start = element.indexOf(NEWLINE) + 1;
  for (const run of index.runs) {
    let end = start - 1;
    for (let i = 0; i < run.lines; i += 1) {
      end = element.indexOf(NEWLINE, end + 1);
      if (end < 0) end = element.length;
    }
    args.push(run.keys + 1, start + 1, end - start, run.first, run.last);
    start = end + 1;
  }
  return { keys: index.keys.flatMap((k) => [k.ranges, k.lines]), args };
}

const REMEMBER = `${REMEMBER_FN}
remember(ARGV[1], 2, 0)
return 1`;

/** Keeps lines in a range index without staging them (what a staging's index step writes). */
export async function rememberLines(
  deps: Pick<Deps, 'redis'>,
  index: RangeIndex,
  lines: string[],
): Promise<void> {
  const element = utf8(`-\n${lines.join('\n')}`);
  const { keys, args } = rangeIndexArgs(index, element);
  await deps.redis.eval(REMEMBER, keys.length, ...keys, element, ...args);
}

// KEYS: per id, its ranges and lines keys. ARGV: the ids. Each id's line, or false. A range
// that could hold the id starts at or below it and ends at or above it; the runs of one writer
// never overlap, but two writers' may (for clicks: a process number held twice, the fallback of
// ../clicks/click-ids.ts), so a few ranges are tried. In a range's lines the id is found as
// `,<id>,` right after the line's opening `[<first value>` (a plain search: a string value may
// hold the same text, never at that place).
const FIND = `
local out = {}
for i = 1, #ARGV do
  local id, found = ARGV[i], false
  local n, needle = tonumber(id), ',' .. ARGV[i] .. ','
  local near = redis.call('ZREVRANGEBYSCORE', KEYS[2 * i - 1], id, '-inf', 'LIMIT', 0, 8)
  for _, range in ipairs(near) do
    local first, last = string.match(range, '^(%d+):(%d+)$')
    if first and tonumber(last) >= n then
      local run = redis.call('HGET', KEYS[2 * i], first) or ''
      local from = 1
      while true do
        local p = string.find(run, needle, from, true)
        if not p then break end
        local head = string.match(string.sub(run, math.max(1, p - 21), p - 1), '%[%d+$')
        local s = head and p - #head
        if s and (s == 1 or string.byte(run, s - 1) == 10) then
          found = string.sub(run, s, (string.find(run, '\\n', p, true) or (#run + 1)) - 1)
          break
        end
        from = p + 1
      end
    end
    if found then break end
  end
  out[i] = found
end
return out`;

/** Each id's line from a range index, or null (not kept, or Redis unreachable); `keysOf` names an id's key pair. */
export async function findIndexedLines(
  deps: Pick<Deps, 'redis'>,
  ids: number[],
  keysOf: (id: number) => RangeIndex['keys'][number],
): Promise<(string | null)[]> {
  if (!ids.length) return [];
  const keys = ids.flatMap((id) => {
    const k = keysOf(id);
    return [k.ranges, k.lines];
  });
  const lines = (await deps.redis.eval(FIND, keys.length, ...keys, ...ids.map(String)).catch(() => null)) as
    (string | null)[] | null;
  return ids.map((_, i) => lines?.[i] ?? null);
}

// KEYS: m markers, live list, counts hash, index key pairs…
// ARGV: marker ttl, m, element, count pairs, (field, n)…, the index's arguments (rangeIndexArgs).
// All or nothing over the markers: a delivery whose parts were partly staged already (an edge
// batch shipped in two jobs) stages nothing and says which parts are new, so that the caller
// stages exactly those.
const STAGE = `${REMEMBER_FN}
local m, fresh, new = tonumber(ARGV[2]), {}, 0
for i = 1, m do
  fresh[i] = 1 - redis.call('EXISTS', KEYS[i])
  new = new + fresh[i]
end
if new == 0 then return 0 end
if new < m then return fresh end
for i = 1, m do redis.call('SET', KEYS[i], '1', 'EX', ARGV[1]) end
redis.call('RPUSH', KEYS[m + 1], ARGV[3])
local a = 5
for i = 1, tonumber(ARGV[4]) do
  redis.call('HINCRBY', KEYS[m + 2], ARGV[a], ARGV[a + 1])
  a = a + 2
end
remember(ARGV[3], a, m + 2)
return 1`;

export interface StagedBatch {
  /**
   * The ids of the edge batches whose rows these are: staged together, and only if none was
   * staged before (markers live STAGED_MARKER_SECONDS).
   */
  ids: string[];
  /** One line per row (toLine); grouped by index hash when `index` is given. */
  lines: string[];
  /** When the edge accepted the oldest of its rows (ms): the start of their ingest lag. */
  edgeMs: number;
  /** Counts to add to a hash in the same step (the clicks' per-link human counts). */
  counts?: { key: string; fields: Map<string, number> };
  /** The lines also kept by id range (recent clicks), in the same step. */
  index?: RangeIndex;
}

type StagingDeps = Pick<Deps, 'redis' | 'config' | 'clock'>;

/**
 * What a staging call did: `true`, staged (every id was new); `false`, nothing (every id was
 * staged before); otherwise nothing either, and for each id whether it is new: stage those
 * again on their own.
 */
export type StageOutcome = boolean | boolean[];

/** Stages rows once per batch id (see StagedBatch.ids). */
export async function stageBatch(
  deps: StagingDeps,
  spec: StagedTable,
  batch: StagedBatch,
): Promise<StageOutcome> {
  const k = stageKeys(deps.config.redisPrefix, spec.table);
  // The header's third value, when it was staged, lets loadedIds tell whether a late batch's
  // earlier staging can still be waiting here (older readers take the first two only).
  const header = `${batch.edgeMs} ${batch.lines.length} ${deps.clock.now().getTime()}`;
  const element = utf8(`${header}\n${batch.lines.join('\n')}`);
  const args: (string | number | Buffer)[] = [
    STAGED_MARKER_SECONDS,
    batch.ids.length,
    element,
    batch.counts?.fields.size ?? 0,
  ];
  for (const [field, n] of batch.counts?.fields ?? []) args.push(field, n);
  const index = rangeIndexArgs(batch.index, element);
  args.push(...index.args);
  // Without counts the script never touches the counts key; the live list only fills the slot.
  const keys = [...batch.ids.map(k.staged), k.live, batch.counts?.key ?? k.live, ...index.keys];
  const r = (await deps.redis.eval(STAGE, keys.length, ...keys, ...args)) as number | number[];
  return Array.isArray(r) ? r.map((f) => f === 1) : r === 1;
}

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
 * left behind); null when nothing is staged. Shared with the click counts and the click
 * inboxes (../clicks/click-inbox.ts).
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

/** Whether a batch made at the edge at `edgeMs` is late (LATE_AFTER_MS): check it with loadedIds. */
export const isLate = (deps: Pick<Deps, 'clock'>, edgeMs: number): boolean =>
  edgeMs < deps.clock.now().getTime() - LATE_AFTER_MS;

/** A late batch must wait: staged rows older than its marker's life are not in ClickHouse yet. */
export class StagingBacklogError extends Error {
  constructor(table: string) {
    super(`${table}: rows staged over ${LATE_AFTER_MS / 60_000} minutes ago still wait for ClickHouse`);
    this.name = 'StagingBacklogError';
  }
}

// KEYS: frozen list, live list. Each one's first (oldest) element's header, or ''.
const OLDEST = `
local out = {}
for i = 1, 2 do
  local e = redis.call('LINDEX', KEYS[i], 0)
  out[i] = e and string.sub(e, 1, (string.find(e, '\\n', 1, true) or 1) - 1) or ''
end
return out`;

/**
 * Of a late batch's rows, the ids ClickHouse holds (as text). A staging is one element of the
 * staged lists and is flushed whole, so a batch staged before its marker expired is in
 * ClickHouse, unless that element still waits in a list: while an element older than
 * LATE_AFTER_MS waits (ClickHouse unreachable that long), this throws StagingBacklogError and
 * the job retries later. Rows ClickHouse holds were counted when they were staged.
 */
export async function loadedIds(
  deps: Pick<Deps, 'redis' | 'config' | 'ch' | 'clock'>,
  spec: StagedTable,
  rows: { business_id: number; id: number | string }[],
  /** The rows' first and last time (ms), for a table with a timeColumn. */
  span?: [number, number],
): Promise<Set<string>> {
  if (!rows.length) return new Set();
  const k = stageKeys(deps.config.redisPrefix, spec.table);
  const headers = (await deps.redis.eval(OLDEST, 2, k.frozen, k.live)) as string[];
  const since = deps.clock.now().getTime() - LATE_AFTER_MS;
  for (const h of headers) {
    // An element without its staged time comes from before it was written: treated as old.
    if (h && !(Number(h.split(' ')[2]) > since)) throw new StagingBacklogError(spec.table);
  }
  // Without the span, every part of the businesses is read; with it, only the rows' days.
  const within =
    span && spec.timeColumn
      ? `AND ${spec.timeColumn} BETWEEN fromUnixTimestamp64Milli({from:Int64}, 'UTC') AND fromUnixTimestamp64Milli({to:Int64}, 'UTC')`
      : '';
  const rs = await deps.ch.client.query({
    query: `SELECT DISTINCT toString(id) AS loaded FROM ${quoteIdent(spec.table)}
            WHERE business_id IN {businesses:Array(UInt64)} AND id IN {ids:Array(${spec.idType})} ${within}`,
    query_params: {
      businesses: [...new Set(rows.map((r) => r.business_id))],
      ids: rows.map((r) => r.id),
      ...(within ? { from: span![0], to: span![1] } : {}),
    },
    format: 'JSONEachRow',
  });
  // (Not aliased `id`: WHERE would then compare the text, not the column.)
  return new Set((await rs.json<{ loaded: string }>()).map((r) => r.loaded));
}
