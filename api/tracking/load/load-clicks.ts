import type { Deps } from '../../deps';
import { clickIdTime } from '../../domain/click-id';
import { decodeBatch, type ClickBatch } from '../../queues/clicks';
import { scheduleClickFlushes } from '../../queues/flushes';
import { classifyClicks } from './click-quality';
import { clickCountKeys } from './click-counts';
import { CLICK_COLUMNS, clickLine, enrichClick, type ClickRow } from '../store/click-row';
import { flushStaged, rowsPending } from './flush';
import { parcelBatches, parcelKey } from '../edge/inbox';
import { recentClicksIndex } from '../store/recent-clicks';
import { isLate, loadedIds, stageStep, type StagedTable, type StagingStep } from './staging';

/**
 * Clicks are staged like events (./load-events.ts, ./staging.ts): rows once per click batch,
 * flushed into ClickHouse in large chunks. In the same step the batch's human clicks are added
 * to the click counts (./click-counts.ts) and its lines to the recent clicks.
 */
export const CLICKS: StagedTable = {
  table: 'clicks',
  idType: 'UInt64',
  timeColumn: 'created_at',
  columns: CLICK_COLUMNS,
  lagKind: 'click',
};

type LoaderDeps = Pick<Deps, 'redis' | 'config' | 'queues' | 'ch' | 'clock' | 'db'>;
type StagingDeps = Pick<Deps, 'redis' | 'config' | 'clock'>;

/** The enriched rows of one click batch. */
interface EnrichedBatch {
  id: string;
  rows: ClickRow[];
}

/**
 * The click loader: enriches click batches (user agent, bot, country), classifies them
 * (api/tracking/load/click-quality.ts: duplicates, data-centre clicks), then, in one step and
 * once per batch id, stages rows and human counts and keeps each click among the recent
 * clicks; the flushes it asks for (api/queues/flushes.ts) write ClickHouse and click_count.
 * Every step is safe to repeat: a job retried, or a batch delivered twice (an inbox shipped
 * again, a spool replayed), ends as one row and one count per click.
 */
export async function loadClicks(
  deps: LoaderDeps,
  batches: ClickBatch[],
): Promise<{ rows: number; bots: number; staged: number }> {
  let rows = 0;
  let bots = 0;
  const enriched = batches.map((b) => {
    const r = b.clicks.map(enrichClick);
    rows += r.length;
    for (const c of r) bots += c.is_bot;
    return { id: b.id, rows: r };
  });
  // Quality before staging: the counts staged with the rows are the counted clicks only.
  await classifyClicks(
    deps,
    enriched.flatMap((b) => b.rows),
  );
  const { staged, humans } = await stageClicks(deps, enriched);
  // Asked for even when this delivery staged nothing: the first one may have died before it.
  await scheduleClickFlushes(deps, humans > 0);
  return { rows, bots, staged };
}

/** Clicks staged per step: each step holds Redis for about a millisecond, which redirects then wait behind. */
const STEP_CLICKS = 500;

/**
 * Loads a parcel shipped from a web process's inbox (../edge/inbox.ts) a step at a time, then
 * deletes it. A parcel already loaded and deleted (the job ran twice) loads nothing.
 */
export async function loadParcel(
  deps: LoaderDeps,
  parcelId: string,
): Promise<{ rows: number; bots: number; staged: number }> {
  const total = { rows: 0, bots: 0, staged: 0 };
  for await (const group of parcelBatches(deps.redis, deps.config.redisPrefix, parcelId, STEP_CLICKS)) {
    const r = await loadClicks(deps, group.map(decodeBatch));
    total.rows += r.rows;
    total.bots += r.bots;
    total.staged += r.staged;
  }
  await deps.redis.unlink(parcelKey(deps.config.redisPrefix, parcelId));
  return total;
}

/**
 * Stages click batches' rows and human counts as one step, each batch once, and keeps each
 * click among the recent clicks (../store/recent-clicks.ts) in the same script. `staged`: the batches
 * this call staged; `humans`: the clicks of all the given batches that count in click_count.
 * A parcel holds many click batches (../edge/inbox.ts); should some of them have been staged
 * already (a batch shipped twice), the step is taken again with the others only.
 */
async function stageClicks(
  deps: StagingDeps & Pick<Deps, 'ch'>,
  batches: EnrichedBatch[],
): Promise<{ staged: number; humans: number }> {
  let todo = await withoutLoaded(
    deps,
    batches.filter((b) => b.rows.length),
  );
  if (!todo.length) return { staged: 0, humans: 0 };
  let step = clickStep(deps, todo);
  let humans = 0;
  for (const n of step.counts!.fields.values()) humans += n;
  // Each retry drops at least one batch, so this ends.
  for (;;) {
    const outcome = await stageStep(deps, CLICKS, step);
    if (outcome === true) return { staged: todo.length, humans };
    if (outcome === false) return { staged: 0, humans };
    todo = todo.filter((_, i) => outcome[i]);
    step = clickStep(deps, todo);
  }
}

/**
 * Late batches (./staging.ts, LATE_AFTER_MS) without the rows ClickHouse holds
 * already; a batch left with none is dropped. Their clicks made minutes ago: nearly always none.
 */
async function withoutLoaded(
  deps: StagingDeps & Pick<Deps, 'ch'>,
  batches: EnrichedBatch[],
): Promise<EnrichedBatch[]> {
  // A batch's first click is its oldest (ids grow with time).
  const late = batches.filter((b) => isLate(deps, clickIdTime(b.rows[0].id).getTime()));
  if (!late.length) return batches;
  const rows = late.flatMap((b) => b.rows);
  // A click's time is its id's: the smallest and largest ids bound the days to read.
  const times = rows.map((r) => clickIdTime(r.id).getTime());
  const loaded = await loadedIds(deps, CLICKS, rows, [Math.min(...times), Math.max(...times) + 1]);
  if (!loaded.size) return batches;
  return batches
    .map((b) => ({ id: b.id, rows: b.rows.filter((r) => !loaded.has(String(r.id))) }))
    .filter((b) => b.rows.length);
}

function clickStep(deps: StagingDeps, batches: EnrichedBatch[]): StagingStep {
  const fields = new Map<string, number>();
  const lines: string[] = [];
  const ids: number[] = [];
  let oldest = Infinity;
  for (const b of batches) {
    oldest = Math.min(oldest, clickIdTime(b.rows[0].id).getTime());
    for (const r of b.rows) {
      lines.push(clickLine(r));
      ids.push(r.id);
      if (r.is_bot || !r.referral_link_id) continue;
      const field = `${r.business_id}:${r.referral_link_id}`;
      fields.set(field, (fields.get(field) ?? 0) + 1);
    }
  }
  return {
    ids: batches.map((b) => b.id),
    lines,
    edgeMs: oldest,
    counts: { key: clickCountKeys(deps.config.redisPrefix).live, fields },
    index: recentClicksIndex(deps.config.redisPrefix, ids, deps.clock.now().getTime()),
  };
}

/** Moves the staged click rows into ClickHouse; null when another flush holds the lock. */
export const flushClickRows = (deps: Pick<Deps, 'redis' | 'config' | 'ch'>): Promise<number | null> =>
  flushStaged(deps, CLICKS);

/** Whether click rows are staged and not yet flushed. */
export const clickRowsPending = (deps: Pick<Deps, 'redis' | 'config'>): Promise<boolean> =>
  rowsPending(deps, CLICKS);
