import type { EventsJob } from '../../api/features/events/events.service';
import { loadEvents } from '../../api/features/events/load-events';
import { isLastAttempt } from '../../api/features/attribution/pending-click';
import type { ProcessorSpec } from '../index';
import { QUEUE_NAMES } from '../queues';

/**
 * The events loader: one job is one request's batch (≤ 50 from browsers, ≤ 500 from servers),
 * enriched and inserted into ClickHouse with the batch id as dedup token. Several batches load
 * at once, as ClickHouse inserts wait on I/O.
 */
export const eventsProcessor: ProcessorSpec = {
  queue: QUEUE_NAMES.events,
  concurrency: 8,
  build: (deps) => async (job) => ({
    rows: await loadEvents(deps, job.data as EventsJob, isLastAttempt(job)),
  }),
};
