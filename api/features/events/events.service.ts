import { randomUUID } from 'node:crypto';
import { dateToIso } from '../../../sql/timestamps';
import { QUEUE_NAMES } from '../../../workers/queues';
import type { Deps } from '../../deps';
import { TRACKING_JOB_ATTEMPTS } from '../attribution/pending-click';
import { fromTuple, toTuple } from '../ingest/tuples';
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
  /** Each with its id (a UUID made at the edge). */
  events: (EventInput & { id: string })[];
}

type JobEvent = EventsJob['events'][number];

/** The order of an event's values in a job's wire form; the usual ones first, so trailing nulls drop. */
const EVENT_FIELDS = [
  'id',
  'type',
  'visitor_id',
  'session_id',
  'url',
  'click_id',
  'referrer',
  'title',
  'user_agent',
  'ip_address',
  'referral_code',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'product_id',
  'product_name',
  'price',
  'quantity',
  'occurred_at',
] as const satisfies readonly (keyof JobEvent)[];

/** A job as the queue carries it: each event as a tuple in EVENT_FIELDS order (../ingest/tuples.ts). */
export interface EventsJobWire extends Omit<EventsJob, 'events'> {
  tuples: unknown[][];
}

export const encodeEventsJob = ({ events, ...job }: EventsJob): EventsJobWire => ({
  ...job,
  tuples: events.map((e) => toTuple(e, EVENT_FIELDS)),
});

/** A job's batch in either form (objects: jobs enqueued before the wire form existed). */
export function decodeEventsJob(data: EventsJob | EventsJobWire): EventsJob {
  if (!('tuples' in data)) return data;
  const { tuples, ...job } = data;
  return { ...job, events: tuples.map((t) => fromTuple<JobEvent>(t, EVENT_FIELDS)) };
}

/** One BullMQ job per request; returns how many events were accepted. */
export async function enqueueEvents(
  deps: Pick<Deps, 'queues' | 'clock'>,
  batch: Omit<EventsJob, 'batchId' | 'receivedAt' | 'events'> & { events: EventInput[] },
): Promise<number> {
  const batchId = randomUUID();
  const job: EventsJob = {
    ...batch,
    batchId,
    receivedAt: dateToIso(deps.clock.now()),
    events: batch.events.map((e) => ({ ...e, id: randomUUID() })),
  };
  // A finished job is dropped at once: it holds up to 500 events, and the staging marker
  // (../ingest/row-staging.ts), not the job, is what keeps a redelivered batch from loading twice.
  await deps.queues.get(QUEUE_NAMES.events).add('load', encodeEventsJob(job), {
    jobId: `events-${batchId}`,
    attempts: TRACKING_JOB_ATTEMPTS,
    removeOnComplete: true,
  });
  return job.events.length;
}
