import type { Deps } from '../../api/deps';
import { parcelBatches, parcelKey, type ParcelJob } from '../../api/features/clicks/click-inbox';
import {
  decodeBatch,
  enrichClick,
  type ClickBatch,
  type ClickBatchWire,
} from '../../api/features/clicks/click-record';
import { stageClicks } from '../../api/features/clicks/click-staging';
import type { ProcessorSpec } from '../processor';
import { QUEUE_NAMES } from '../../api/queues';
import { scheduleClickFlushes } from './staged-flushes';

/**
 * Loads edge batches of clicks: enrich (user agent, bot, country), then, in one step and once
 * per batch id, stage rows and human counts and keep each click for attribution; the flushes
 * it asks for (./staged-flushes.ts) write ClickHouse and click_count. Every step is safe to
 * repeat: a job retried, or a batch delivered twice (an inbox shipped again, a spool
 * replayed), ends as one row and one count per click.
 */
export async function loadClickBatches(
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
  const { staged, humans } = await stageClicks(deps, enriched);
  // Asked for even when this delivery staged nothing: the first one may have died before it.
  await scheduleClickFlushes(deps, humans > 0);
  return { rows, bots, staged };
}

type LoaderDeps = Pick<Deps, 'redis' | 'config' | 'queues' | 'ch' | 'clock'>;

/** Clicks staged per step: each step holds Redis for about a millisecond, which redirects then wait behind. */
const STEP_CLICKS = 500;

/** One edge batch (tests, and callers that hold a single batch). */
export const loadClickBatch = (deps: LoaderDeps, batch: ClickBatch) => loadClickBatches(deps, [batch]);

/**
 * Loads a parcel shipped from a web process's inbox (../../api/features/clicks/click-inbox.ts),
 * then deletes it. A parcel already loaded and deleted (the job ran twice) loads nothing.
 */
export async function loadParcel(
  deps: LoaderDeps,
  parcelId: string,
): Promise<{ rows: number; bots: number; staged: number }> {
  const total = { rows: 0, bots: 0, staged: 0 };
  for await (const group of parcelBatches(deps.redis, deps.config.redisPrefix, parcelId, STEP_CLICKS)) {
    const r = await loadClickBatches(deps, group.map(decodeBatch));
    total.rows += r.rows;
    total.bots += r.bots;
    total.staged += r.staged;
  }
  await deps.redis.unlink(parcelKey(deps.config.redisPrefix, parcelId));
  return total;
}

/**
 * The `clicks` queue: parcels from the web processes' inboxes, and single batches (replayed
 * from a web process's spool, or enqueued directly by the seed and the ingest bench).
 */
export const clickLoaderProcessor: ProcessorSpec = {
  queue: QUEUE_NAMES.clicks,
  concurrency: 4,
  build: (deps) => async (job) => {
    const data = job.data as ParcelJob | ClickBatchWire | ClickBatch;
    if ('parcel' in data) return loadParcel(deps, data.parcel);
    return loadClickBatches(deps, [decodeBatch(data)]);
  },
};
