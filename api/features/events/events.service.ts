import { randomUUID } from 'node:crypto';
import { dateToIso } from '../../../sql/timestamps';
import { QUEUE_NAMES, TRACKING_JOB_ATTEMPTS } from '../../queues';
import type { EventsJob } from '../../queues/events';
import type { Deps } from '../../deps';
import { eventTuple, type EventsJobWire } from './events-wire';
import type { EventInput } from '../../domain/tracked-event';

/** One BullMQ job per request; returns how many events were accepted. */
export async function enqueueEvents(
  deps: Pick<Deps, 'queues' | 'clock'>,
  batch: Omit<EventsJob, 'batchId' | 'receivedAt' | 'events'> & { events: EventInput[] },
): Promise<number> {
  const batchId = randomUUID();
  const job: EventsJobWire = {
    businessId: batch.businessId,
    batchId,
    receivedAt: dateToIso(deps.clock.now()),
    ip: batch.ip,
    userAgent: batch.userAgent,
    proxyCountry: batch.proxyCountry,
    tuples: batch.events.map(eventTuple),
  };
  // A finished job is dropped at once: it holds up to 500 events, and the staging marker
  // (../ingest/row-staging.ts), not the job, is what keeps a redelivered batch from loading twice.
  await deps.queues.get(QUEUE_NAMES.events).add('load', job, {
    jobId: `events-${batchId}`,
    attempts: TRACKING_JOB_ATTEMPTS,
    removeOnComplete: true,
  });
  return job.tuples.length;
}
