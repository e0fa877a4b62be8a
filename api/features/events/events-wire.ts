import type { EventInput } from './events.schemas';
import type { EventsJob } from './events.service';

/**
 * An events job as the queue carries it: each event as a tuple, its values in a fixed order
 * instead of a keyed object. BullMQ JSON-parses every job it hands out, and 500 keyed events
 * cost it about twice the CPU of the same events as tuples (docs/benchmarks.md, Ingest). The
 * order is spelled out in both directions: monomorphic property reads, where a generic loop
 * over field names cost the producer ~2 µs an event.
 */
export interface EventsJobWire extends Omit<EventsJob, 'events'> {
  tuples: EventTuple[];
}

type EventTuple = [
  id: string,
  type: EventInput['type'],
  visitor_id: string | null | undefined,
  session_id: string | null | undefined,
  url: string | null | undefined,
  click_id: number | null | undefined,
  referrer: string | null | undefined,
  title: string | null | undefined,
  user_agent: string | null | undefined,
  ip_address: string | null | undefined,
  referral_code: string | null | undefined,
  utm_source: string | null | undefined,
  utm_medium: string | null | undefined,
  utm_campaign: string | null | undefined,
  product_id: string | number | null | undefined,
  product_name: string | null | undefined,
  price: number | null | undefined,
  quantity: number | null | undefined,
  occurred_at: string | null | undefined,
];

/** An event and the id the edge gave it, as a tuple (absent values travel as null). */
export const eventTuple = (id: string, e: EventInput): EventTuple => [
  id,
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
];

const fromTuple = (t: EventTuple): EventsJob['events'][number] => ({
  id: t[0],
  type: t[1],
  visitor_id: t[2],
  session_id: t[3],
  url: t[4],
  click_id: t[5],
  referrer: t[6],
  title: t[7],
  user_agent: t[8],
  ip_address: t[9],
  referral_code: t[10],
  utm_source: t[11],
  utm_medium: t[12],
  utm_campaign: t[13],
  product_id: t[14],
  product_name: t[15],
  price: t[16],
  quantity: t[17],
  occurred_at: t[18],
});

/** A job's events in either form (objects: jobs enqueued before the wire form existed). */
export function decodeEventsJob(data: EventsJob | EventsJobWire): EventsJob {
  if (!('tuples' in data)) return data;
  const { tuples, ...job } = data;
  return { ...job, events: tuples.map(fromTuple) };
}
