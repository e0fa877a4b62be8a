import { chQuery, chRead } from '../../../clickhouse/query-file';
import type { Deps } from '../../deps';
import { utf8, wellFormed } from '../../domain/unicode';
import { rangeIndexArgs, REMEMBER_FN, type RangeIndex } from '../store/recent-clicks';

/**
 * Staging: between the loaders and ClickHouse, rows wait in Redis, so that many small click
 * batches become a few large inserts (the flush: ./flush.ts) and every row still lands exactly
 * once. A loader stages a step (one or more click batches, or one events batch) in one script
 * that first sets each batch's marker with SET NX, then appends the step as one element of the
 * table's staged list (a small header and its rows, already encoded as JSONCompactEachRow
 * lines) and, for clicks, adds its human counts to a hash and its lines to the recent clicks
 * (../store/recent-clicks.ts). A batch delivered twice (a job retried, a spool replayed) is staged
 * once: within the marker's half hour by the marker, later by asking ClickHouse (a late batch:
 * loadedIds).
 *
 * Why not one insert per job: an insert has a fixed cost (a part in the table and one in each
 * rollup its materialized views feed), and a 50-connection load makes click batches of ≤ 50
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

/** A table's staging keys: the live list loaders append to, the frozen one a flush inserts, its flush id, the flush lock, the markers. */
export const stageKeys = (prefix: string, table: string) => ({
  live: `${prefix}:stage:${table}`,
  frozen: `${prefix}:stage:${table}:flushing`,
  frozenId: `${prefix}:stage:${table}:flushing-id`,
  lock: `${prefix}:stage:${table}:lock`,
  staged: (batchId: string) => `${prefix}:stage:${table}:staged:${batchId}`,
});

/**
 * How long a batch's "staged" marker lives. Markers are one key per click batch, so their
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
 * One row as a JSONCompactEachRow line. JSON.stringify writes a lone UTF-16 surrogate as a
 * \udXXX escape, which ClickHouse refuses (one such character would fail its whole chunk on
 * every retry); the rare line that may hold one is encoded again from well-formed strings.
 */
export function toLine(values: unknown[]): string {
  const line = JSON.stringify(values);
  if (!line.includes('\\ud')) return line;
  return JSON.stringify(values.map((v) => (typeof v === 'string' ? wellFormed(v) : v)));
}

// KEYS: m markers, live list, counts hash, index key pairs…
// ARGV: marker ttl, m, element, count pairs, (field, n)…, the index's arguments (rangeIndexArgs).
// All or nothing over the markers: a delivery whose parts were partly staged already (a click
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

/** One step: what a loader stages in one script call, one element of the staged list. */
export interface StagingStep {
  /**
   * The ids of the batches whose rows these are: staged together, and only if none was
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

/** Stages a step's rows once per batch id (see StagingStep.ids). */
export async function stageStep(
  deps: StagingDeps,
  spec: StagedTable,
  step: StagingStep,
): Promise<StageOutcome> {
  const k = stageKeys(deps.config.redisPrefix, spec.table);
  // The header: edge time (the flush's ingest lag), rows, and when it was staged, which lets
  // loadedIds tell whether a late batch's earlier staging can still be waiting here.
  const header = `${step.edgeMs} ${step.lines.length} ${deps.clock.now().getTime()}`;
  const element = utf8(`${header}\n${step.lines.join('\n')}`);
  const args: (string | number | Buffer)[] = [
    STAGED_MARKER_SECONDS,
    step.ids.length,
    element,
    step.counts?.fields.size ?? 0,
  ];
  for (const [field, n] of step.counts?.fields ?? []) args.push(field, n);
  const index = rangeIndexArgs(step.index, element);
  args.push(...index.args);
  // Without counts the script never touches the counts key; the live list only fills the slot.
  const keys = [...step.ids.map(k.staged), k.live, step.counts?.key ?? k.live, ...index.keys];
  const r = (await deps.redis.eval(STAGE, keys.length, ...keys, ...args)) as number | number[];
  return Array.isArray(r) ? r.map((f) => f === 1) : r === 1;
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

// The last instant a DateTime64 holds (2299-12-31).
const LAST_INSTANT_MS = Date.UTC(2299, 11, 31);

const LOADED_CLICK_IDS = chQuery<
  { businesses: number[]; ids: (number | string)[]; from: number; to: number },
  { loaded: string }
>('tracking/loaded-click-ids');
const LOADED_EVENT_IDS = chQuery<{ businesses: number[]; ids: (number | string)[] }, { loaded: string }>(
  'tracking/loaded-event-ids',
);

/**
 * Of a late batch's rows, the ids ClickHouse holds (as text). A step is one element of the
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
    if (h && !(Number(h.split(' ')[2]) > since)) throw new StagingBacklogError(spec.table);
  }
  const businesses = [...new Set(rows.map((r) => r.business_id))];
  // Clicks are read over the rows' span (load-clicks.ts always has one; without it, the whole
  // range a DateTime64 holds), events over every part of the businesses.
  const loaded =
    spec.table === 'clicks'
      ? await chRead(deps.ch, LOADED_CLICK_IDS, {
          businesses,
          ids: rows.map((r) => r.id),
          from: span ? span[0] : 0,
          to: span ? span[1] : LAST_INSTANT_MS,
        })
      : await chRead(deps.ch, LOADED_EVENT_IDS, { businesses, ids: rows.map((r) => r.id) });
  return new Set(loaded.map((r) => r.loaded));
}
