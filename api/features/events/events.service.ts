import { randomUUID } from 'node:crypto';
import { dateToIso } from '../../../sql/timestamps';
import { QUEUE_NAMES } from '../../queues';
import type { Deps } from '../../deps';
import { TRACKING_JOB_ATTEMPTS } from '../attribution/pending-click';
import { eventTuple, type EventsJobWire } from './events-wire';
import type { EventInput } from './events.schemas';

/** One request's events, as the events loader receives them. */
export interface EventsJob {
  businessId: number;
  /** Made at the edge: the job id and the ClickHouse insert's dedup token. */
  batchId: string;
  /** When the edge accepted the batch; events without occurred_at happened then. */
  receivedAt: string;
  /** The browser's address and user agent (collect); null for server-side batches. */
  ip: string | null;
  userAgent: string | null;
  /** A trusted proxy's country header (TRUST_PROXY only). */
  proxyCountry: string | null;
  /** Each with its id (a UUID fixed at the edge: ./events-wire.ts). */
  events: (EventInput & { id: string })[];
}

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
