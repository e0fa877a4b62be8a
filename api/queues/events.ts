import type { EventInput } from '../domain/tracked-event';

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
  /** Each with its id (a UUID fixed at the edge: api/features/events/events-wire.ts). */
  events: (EventInput & { id: string })[];
}
