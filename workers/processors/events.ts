import { decodeEventsJob, type EventsJobWire } from '../../api/features/events/events-wire';
import type { EventsJob } from '../../api/queues/events';
import { loadEvents } from '../../api/features/events/load-events';
import { isLastAttempt, type ProcessorSpec } from '../processor';
import { scheduleEventFlush } from '../jobs/staged-flushes';
import { QUEUE_NAMES } from '../../api/queues';

/**
 * The events loader: one job is one request's batch (≤ 50 from browsers, ≤ 500 from servers),
 * enriched and staged once per batch id; the flush it asks for moves what is staged into
 * ClickHouse in large inserts. Several batches load at once, as their lookups wait on I/O.
 */
export const eventsProcessor: ProcessorSpec = {
  queue: QUEUE_NAMES.events,
  concurrency: 8,
  build: (deps) => async (job) => {
    const rows = await loadEvents(
      deps,
      decodeEventsJob(job.data as EventsJob | EventsJobWire),
      isLastAttempt(job),
    );
    // Asked for even when this delivery staged nothing: the first one may have died before it.
    await scheduleEventFlush(deps);
    return { rows };
  },
};
