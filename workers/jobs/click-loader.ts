import type { Deps } from '../../api/deps';
import { enrichClick, storedClick, type ClickBatch } from '../../api/features/clicks/click-record';
import {
  flushClickCounts,
  flushClickRows,
  rowsPending,
  stageClicks,
} from '../../api/features/clicks/click-staging';
import { rememberClicks } from '../../api/features/clicks/click-store';
import type { ProcessorSpec } from '../index';
import { QUEUE_NAMES } from '../queues';
import { CLICK_FLUSHES_PURGE_JOB, CLICK_ROWS_JOB, scheduleClickFlushes } from './click-flushes';

/**
 * Loads one batch of edge clicks: enrich (user agent, bot, country), remember them for
 * attribution, then stage rows and human counts once per batch id; the flushes it asks for
 * write ClickHouse and click_count. Every step is safe to repeat: a job retried, or a batch
 * delivered twice (spool replay), ends as one row and one count per click.
 */
export async function loadClickBatch(
  deps: Pick<Deps, 'redis' | 'config' | 'queues' | 'ch'>,
  batch: ClickBatch,
): Promise<{ rows: number; bots: number; staged: boolean }> {
  const rows = batch.clicks.map(enrichClick);
  await rememberClicks(deps, rows.map(storedClick));
  const staged = await stageClicks(deps, batch.id, rows);
  const humans = rows.filter((r) => !r.is_bot && r.referral_link_id).length;
  // Asked for even when this delivery staged nothing: the first one may have died before it.
  await scheduleClickFlushes(deps, humans > 0);
  return { rows: rows.length, bots: rows.filter((r) => r.is_bot).length, staged };
}

/** The `clicks` queue: edge batches, and the flushes of staged rows into ClickHouse. */
export const clickLoaderProcessor: ProcessorSpec = {
  queue: QUEUE_NAMES.clicks,
  concurrency: 4,
  build: (deps) => async (job) => {
    if (job.name === CLICK_ROWS_JOB) {
      const rows = await flushClickRows(deps);
      // Another flush was running, or ran out of its time with rows still coming: go again soon.
      if (rows === null || (await rowsPending(deps))) await scheduleClickFlushes(deps, false);
      return { rows };
    }
    return loadClickBatch(deps, job.data as ClickBatch);
  },
};

/** The `counters` queue: flushes of staged click counts into click_count, and the purge of old flush records. */
export const clickCountsProcessor: ProcessorSpec = {
  queue: QUEUE_NAMES.counters,
  build: (deps) => async (job) => {
    if (job.name === CLICK_FLUSHES_PURGE_JOB) return { purged: await deps.db.clicks.purgeFlushes() };
    return { clicks: await flushClickCounts(deps) };
  },
};
