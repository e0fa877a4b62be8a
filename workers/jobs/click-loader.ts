import type { Deps } from '../../api/deps';
import {
  decodeBatch,
  enrichClick,
  type ClickBatch,
  type ClickBatchWire,
} from '../../api/features/clicks/click-record';
import { stageClicks } from '../../api/features/clicks/click-staging';
import type { ProcessorSpec } from '../index';
import { QUEUE_NAMES } from '../queues';
import { scheduleClickFlushes } from './staged-flushes';

/**
 * Loads one batch of edge clicks: enrich (user agent, bot, country), then, in one step and
 * once per batch id, stage rows and human counts and keep each click for attribution; the
 * flushes it asks for (./staged-flushes.ts) write ClickHouse and click_count. Every step is safe to repeat: a job
 * retried, or a batch delivered twice (spool replay), ends as one row and one count per click.
 */
export async function loadClickBatch(
  deps: Pick<Deps, 'redis' | 'config' | 'queues' | 'ch'>,
  batch: ClickBatch,
): Promise<{ rows: number; bots: number; staged: boolean }> {
  const rows = batch.clicks.map(enrichClick);
  const { staged, humans } = await stageClicks(deps, batch.id, rows);
  // Asked for even when this delivery staged nothing: the first one may have died before it.
  await scheduleClickFlushes(deps, humans > 0);
  return { rows: rows.length, bots: rows.filter((r) => r.is_bot).length, staged };
}

/** The `clicks` queue: edge batches. */
export const clickLoaderProcessor: ProcessorSpec = {
  queue: QUEUE_NAMES.clicks,
  concurrency: 4,
  build: (deps) => async (job) => loadClickBatch(deps, decodeBatch(job.data as ClickBatch | ClickBatchWire)),
};
