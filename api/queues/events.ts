import { randomUUID } from 'node:crypto';
import { dateToIso } from '../../sql/timestamps';
import type { Deps } from '../deps';
import { QUEUE_NAMES, TRACKING_JOB_ATTEMPTS } from './names';
import { trimmed } from './tuples';
import type { EventInput } from '../domain/tracked-event';
import type { EventsJob, EventsJobWire, EventTuple } from './payloads';

export type { EventsJob, EventsJobWire, EventTuple };

/**
 * The `events` queue: one job per request's batch of events (POST /v1/collect, POST
 * /v1/pageviews), job id `events-<batch id>`. Consumed by workers/processors/events.ts, which
 * runs the events loader (api/tracking/load/load-events.ts).
 */

/** An event as a tuple (absent values travel as null, or not at all at the end). */
export const eventTuple = (e: EventInput): EventTuple =>
  trimmed(
    [
      e.type,
      e.visitor_id,
      e.session_id,
      e.url,
      e.click_id,
      e.referrer,
      e.title,
      e.user_agent,
      e.ip_address,
      e.referral_code,
      e.utm_source,
      e.utm_medium,
      e.utm_campaign,
      e.product_id,
      e.product_name,
      e.price,
      e.quantity,
      e.occurred_at,
    ],
    1,
  );

/**
 * The id of the event at `index` of a batch: the batch's UUID with its last four hex digits
 * replaced by the index (a batch holds at most 500 events). Batch ids are random v4 UUIDs, so
 * two batches' events share an id only if their ids share the other 108 random bits.
 */
export const eventIdOf = (batchId: string, index: number): string =>
  `${batchId.slice(0, 32)}${index.toString(16).padStart(4, '0')}`;

const fromTuple =
  (batchId: string) =>
  (t: EventTuple, i: number): EventsJob['events'][number] => ({
    id: eventIdOf(batchId, i),
    type: t[0],
    visitor_id: t[1] ?? null,
    session_id: t[2] ?? null,
    url: t[3] ?? null,
    click_id: t[4] ?? null,
    referrer: t[5] ?? null,
    title: t[6] ?? null,
    user_agent: t[7] ?? null,
    ip_address: t[8] ?? null,
    referral_code: t[9] ?? null,
    utm_source: t[10] ?? null,
    utm_medium: t[11] ?? null,
    utm_campaign: t[12] ?? null,
    product_id: t[13] ?? null,
    product_name: t[14] ?? null,
    price: t[15] ?? null,
    quantity: t[16] ?? null,
    occurred_at: t[17] ?? null,
  });

/** A job's events, each with its id. */
export function decodeEventsJob(data: EventsJobWire): EventsJob {
  const { tuples, ...job } = data;
  return { ...job, events: tuples.map(fromTuple(job.batchId)) };
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
  // (api/tracking/load/staging.ts), not the job, is what keeps a redelivered batch from loading twice.
  await deps.queues.get(QUEUE_NAMES.events).add('load', job, {
    jobId: `events-${batchId}`,
    attempts: TRACKING_JOB_ATTEMPTS,
    removeOnComplete: true,
  });
  return job.tuples.length;
}
