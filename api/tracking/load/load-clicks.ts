import type { Deps } from '../../deps';
import { decodeBatch, type ClickBatch } from '../../queues/clicks';
import { parcelBatches, parcelKey } from '../edge/inbox';
import { enrichClicks } from './clicks/enrich';
import { classifyClicksStage } from './clicks/quality';
import { requestClickFlushes } from './clicks/request-flushes';
import { clickLoadOf, type ClickLoaderDeps, type ClickStage } from './clicks/stage';
import { CLICKS, stageClicks } from './clicks/stage-rows';
import { flushStaged, rowsPending } from './flush';

export { CLICKS };

/**
 * The click loader, stage by stage: enrich (user agent, bot, country), quality (duplicates,
 * data-centre clicks: ./clicks/quality.ts), stage (rows, human counts and recent clicks in one
 * step, once per batch id), then ask for the flushes that write ClickHouse and click_count
 * (api/queues/flushes.ts; asked for even when this delivery staged nothing, since the first
 * one may have died before it). Every stage is safe to repeat: a job retried, or a batch
 * delivered twice (an inbox shipped again, a spool replayed), ends as one row and one count
 * per click.
 */
export const CLICK_STAGES: readonly ClickStage[] = [
  enrichClicks,
  classifyClicksStage,
  stageClicks,
  requestClickFlushes,
];

export async function loadClicks(
  deps: ClickLoaderDeps,
  batches: ClickBatch[],
): Promise<{ rows: number; bots: number; staged: number }> {
  const load = clickLoadOf(batches);
  for (const stage of CLICK_STAGES) await stage.run(deps, load);
  return { rows: load.rows, bots: load.bots, staged: load.staged };
}

/** Clicks staged per step: each step holds Redis for about a millisecond, which redirects then wait behind. */
const STEP_CLICKS = 500;

/**
 * Loads a parcel shipped from a web process's inbox (../edge/inbox.ts) a step at a time, then
 * deletes it. A parcel already loaded and deleted (the job ran twice) loads nothing.
 */
export async function loadParcel(
  deps: ClickLoaderDeps,
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

/** Moves the staged click rows into ClickHouse; null when another flush holds the lock. */
export const flushClickRows = (deps: Pick<Deps, 'redis' | 'config' | 'ch'>): Promise<number | null> =>
  flushStaged(deps, CLICKS);

/** Whether click rows are staged and not yet flushed. */
export const clickRowsPending = (deps: Pick<Deps, 'redis' | 'config'>): Promise<boolean> =>
  rowsPending(deps, CLICKS);
