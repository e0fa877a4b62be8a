import { loadClicks, loadParcel } from '../../api/tracking/load/load-clicks';
import { QUEUE_NAMES } from '../../api/queues';
import { decodeBatch } from '../../api/queues/clicks';
import type { ProcessorSpec } from '../processor';

/**
 * The `clicks` queue: parcels from the web processes' inboxes, and single click batches
 * (replayed from a web process's spool, or enqueued by the seed and the ingest bench), each
 * loaded by the click loader (api/tracking/load/load-clicks.ts).
 */
export const clicksProcessor: ProcessorSpec<typeof QUEUE_NAMES.clicks> = {
  queue: QUEUE_NAMES.clicks,
  concurrency: 4,
  build: (deps) => async (job) => {
    const data = job.data;
    if ('parcel' in data) return loadParcel(deps, data.parcel);
    return loadClicks(deps, [decodeBatch(data)]);
  },
};
