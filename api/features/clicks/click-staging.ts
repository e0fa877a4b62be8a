import type { Deps } from '../../deps';
import {
  doneStaged,
  flushStaged,
  isLate,
  loadedIds,
  rowsPending,
  stageBatch,
  takeStaged,
  toLine,
  type StagedBatch,
  type StagedTable,
} from '../ingest/row-staging';
import { clickIdTime } from '../../domain/click-id';
import { CLICK_COLUMNS, type ClickRow } from './click-record';
import { recentClicksIndex } from './click-store';

/**
 * Clicks are staged like every loaded table (../ingest/row-staging.ts): rows once per edge
 * batch, flushed into ClickHouse in large chunks. In the same step the batch's human clicks
 * are added to a counts hash (field `business:link`), flushed the same way (RENAME to a frozen
 * hash under a flush id, apply, drop) into one `UPDATE referral_links … FROM unnest()` that
 * also records the flush id per business, so a flush retried after its commit adds nothing
 * (click_count, decisions 11.3).
 */

export const CLICKS: StagedTable = {
  table: 'clicks',
  idType: 'UInt64',
  timeColumn: 'created_at',
  columns: CLICK_COLUMNS,
  lagKind: 'click',
};

export const stagingKeys = (prefix: string) => ({
  counts: `${prefix}:clicks:counts`,
  countsFrozen: `${prefix}:clicks:counts:flushing`,
  countsFrozenId: `${prefix}:clicks:counts:flushing-id`,
});

type StagingDeps = Pick<Deps, 'redis' | 'config' | 'clock'>;

/**
 * A click's row as one JSONCompactEachRow line (values in CLICK_COLUMNS order): what is staged,
 * and what recent clicks keep. The values are spelled out rather than mapped over the column
 * names, whose keyed reads cost about 1 µs a row.
 */
export const clickLine = (r: ClickRow): string =>
  toLine([
    r.business_id,
    r.id,
    r.referral_link_id,
    r.affiliate_id,
    r.campaign,
    r.visitor_id,
    r.ip_address,
    r.user_agent,
    r.device,
    r.browser,
    r.os,
    r.country,
    r.referrer,
    r.landing_page,
    r.utm_source,
    r.utm_medium,
    r.utm_campaign,
    r.is_bot,
    r.created_at,
  ]);

/** The enriched rows of one edge batch. */
export interface BatchRows {
  id: string;
  rows: ClickRow[];
}

/**
 * Stages edge batches' rows and human counts, each batch once, and keeps each click among the
 * recent clicks (./click-store.ts) in the same step. `staged`: the batches
 * this call staged; `humans`: the clicks of all the given batches that count in click_count.
 * A job carries many edge batches (./click-inbox.ts); should some of them have been staged
 * already (a batch shipped twice), the step is taken again with the others only.
 */
export async function stageClicks(
  deps: StagingDeps & Pick<Deps, 'ch'>,
  batches: BatchRows[],
): Promise<{ staged: number; humans: number }> {
  let todo = await withoutLoaded(
    deps,
    batches.filter((b) => b.rows.length),
  );
  if (!todo.length) return { staged: 0, humans: 0 };
  let step = stagedBatch(deps, todo);
  let humans = 0;
  for (const n of step.counts!.fields.values()) humans += n;
  // Each retry drops at least one batch, so this ends.
  for (;;) {
    const outcome = await stageBatch(deps, CLICKS, step);
    if (outcome === true) return { staged: todo.length, humans };
    if (outcome === false) return { staged: 0, humans };
    todo = todo.filter((_, i) => outcome[i]);
    step = stagedBatch(deps, todo);
  }
}

/**
 * Late batches (../ingest/row-staging.ts, LATE_AFTER_MS) without the rows ClickHouse holds
 * already; a batch left with none is dropped. Their clicks made minutes ago: nearly always none.
 */
async function withoutLoaded(
  deps: StagingDeps & Pick<Deps, 'ch'>,
  batches: BatchRows[],
): Promise<BatchRows[]> {
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

function stagedBatch(deps: StagingDeps, batches: BatchRows[]): StagedBatch {
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
    counts: { key: stagingKeys(deps.config.redisPrefix).counts, fields },
    index: recentClicksIndex(deps.config.redisPrefix, ids, deps.clock.now().getTime()),
  };
}

/** Moves the staged counts into referral_links.click_count; returns the clicks in the flush. */
export async function flushClickCounts(deps: Pick<Deps, 'redis' | 'config' | 'db'>): Promise<number> {
  const k = stagingKeys(deps.config.redisPrefix);
  const flushId = await takeStaged(deps, k.counts, k.countsFrozen, k.countsFrozenId);
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
  await doneStaged(deps, k.countsFrozen, k.countsFrozenId, flushId);
  return total;
}

/** Moves the staged click rows into ClickHouse; null when another flush holds the lock. */
export const flushClickRows = (deps: Pick<Deps, 'redis' | 'config' | 'ch'>): Promise<number | null> =>
  flushStaged(deps, CLICKS);

/** Whether click rows are staged and not yet flushed. */
export const clickRowsPending = (deps: Pick<Deps, 'redis' | 'config'>): Promise<boolean> =>
  rowsPending(deps, CLICKS);
