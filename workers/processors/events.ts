import { loadEvents } from '../../api/tracking/load/load-events';
import { QUEUE_NAMES } from '../../api/queues';
import { decodeEventsJob } from '../../api/queues/events';
import { scheduleEventFlush } from '../../api/queues/flushes';
import { isLastAttempt, type ProcessorSpec } from '../processor';

/**
 * The `events` queue: one job is one request's batch (≤ 50 from browsers, ≤ 500 from servers),
 * enriched and staged once per batch id by the events loader (api/tracking/
 * load-events.ts); the flush it asks for moves what is staged into ClickHouse in large
 * inserts. Several batches load at once, as their lookups wait on I/O.
 */
export const eventsProcessor: ProcessorSpec<typeof QUEUE_NAMES.events> = {
  queue: QUEUE_NAMES.events,
  concurrency: 8,
  build: (deps) => async (job) => {
    const rows = await loadEvents(deps, decodeEventsJob(job.data), isLastAttempt(job));
    // Asked for even when this delivery staged nothing: the first one may have died before it.
    await scheduleEventFlush(deps);
    return { rows };
  },
};
