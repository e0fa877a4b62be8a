import type { Deps } from '../../../deps';
import { clickIdTime } from '../../../domain/click-id';
import { clickCountKeys } from '../click-counts';
import { CLICK_COLUMNS, clickLine } from '../../store/click-row';
import { recentClicksIndex } from '../../store/recent-clicks';
import { isLate, loadedIds, stageStep, type StagedTable, type StagingStep } from '../staging';
import type { ClickStage, EnrichedBatch } from './stage';

/**
 * Clicks are staged like events (../load-events.ts, ../staging.ts): rows once per click batch,
 * flushed into ClickHouse in large chunks. In the same step the batch's human clicks are added
 * to the click counts (../click-counts.ts) and its lines to the recent clicks.
 */
export const CLICKS: StagedTable = {
  table: 'clicks',
  idType: 'UInt64',
  timeColumn: 'created_at',
  columns: CLICK_COLUMNS,
  lagKind: 'click',
};

type StagingDeps = Pick<Deps, 'redis' | 'config' | 'clock'>;

/**
 * The stage: the batches' rows and human counts staged in one step, once per batch id, each
 * click kept among the recent clicks. A batch delivered twice stages nothing the second time.
 */
export const stageClicks: ClickStage = {
  name: 'stage',
  async run(deps, load) {
    const { staged, humans } = await stageBatches(deps, load.batches);
    load.staged += staged;
    load.humans += humans;
  },
};

/**
 * Stages click batches' rows and human counts as one step, each batch once, and keeps each
 * click among the recent clicks (../../store/recent-clicks.ts) in the same script. `staged`: the batches
 * this call staged; `humans`: the clicks of all the given batches that count in click_count.
 * A parcel holds many click batches (../../edge/inbox.ts); should some of them have been staged
 * already (a batch shipped twice), the step is taken again with the others only.
 */
async function stageBatches(
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
 * Late batches (../staging.ts, LATE_AFTER_MS) without the rows ClickHouse holds
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
