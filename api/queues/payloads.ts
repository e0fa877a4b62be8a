import type { EventInput } from '../domain/tracked-event';
import type { AutoApproveJob } from './auto-approve';
import type { ClicksJob } from './clicks';
import type { MaintenanceJob } from './maintenance';
import type { QueueName } from './names';
import type { RollupJob } from './report-rollups';

/*
 * Every queue's job payload, in one module that imports no producer: Queues.get (api/queues)
 * types each queue by it, and the producers beside this file import it, so neither side
 * depends on the other. Each producer file re-exports its own payload types.
 */

// The `conversion-sync` and `payout-sync` queues (api/queues/version-sync.ts).
/** What a versioned-row sync job carries: the rows to copy, read fresh from PostgreSQL. */
export interface VersionSyncJob {
  businessId: number;
  ids: number[];
}

// The `conversions` queue (api/queues/conversions.ts).
/** A conversion as queued: money as exact decimal strings, instants in the API's form. */
export interface ConversionJob {
  businessId: number;
  orderId: string;
  orderTotal: string;
  subtotal: string;
  discount: string;
  tax: string;
  currency: string;
  /**
   * The business currency when the request was accepted and the rate the order converts at
   * (null: the same currency). Absent on jobs queued before currencies; the worker then
   * resolves both itself, as it does when the business currency has changed meanwhile.
   */
  commissionCurrency?: string;
  exchangeRate?: string | null;
  clickId: number | null;
  /** Absent on jobs queued before coupons and subscriptions existed. */
  couponCode?: string | null;
  referralCode: string | null;
  subscriptionId?: string | null;
  visitorId: string | null;
  customerName: string | null;
  customerEmail: string | null;
  lineItems: { product_id: string | null; name: string | null; quantity: number; price: string }[] | null;
  ipAddress: string | null;
  metadata: Record<string, unknown> | null;
  convertedAt: string;
}

// The `events` queue (api/queues/events.ts).
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
  /** Each with its id (a UUID fixed at the edge: eventIdOf). */
  events: (EventInput & { id: string })[];
}

/**
 * An events job as the queue carries it: each event as a tuple, its values in a fixed order
 * instead of a keyed object, trailing nulls left out. BullMQ JSON-parses every job it hands
 * out, and 500 keyed events cost it about twice the CPU of the same events as tuples
 * (docs/benchmarks.md, Ingest). The order is spelled out in both directions: monomorphic
 * property reads, where a generic loop over field names cost the producer ~2 µs an event.
 *
 * An event's id is not carried: it is its batch id with the event's position in the batch
 * (eventIdOf), so it is still fixed at the edge, and the same on every delivery of the job.
 */
export interface EventsJobWire extends Omit<EventsJob, 'events'> {
  tuples: EventTuple[];
}

export type EventTuple = [
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

// The `exports` queue (api/queues/exports.ts).
/** Builds one export (POST /v1/exports). */
export interface ExportBuildJob {
  task: 'build';
  businessId: number;
  exportId: number;
}

/** Removes expired exports (a scheduled tick). */
export interface ExportPurgeJob {
  task: 'purge';
}

export type ExportsJob = ExportBuildJob | ExportPurgeJob;

// The `flushes` queue (api/queues/flushes.ts).
/** A flush job carries nothing: its name says which flush it is. */
export type FlushJob = Record<string, never>;

// The `webhooks` queue (api/queues/webhooks.ts).
/** One claimed delivery: the delivery row holds everything else. */
export interface ClaimedDelivery {
  id: number;
  dispatch: number;
}

/** One attempt of each of up to a few dozen deliveries, all to one endpoint. */
export interface WebhookDeliveryJob {
  deliveries: ClaimedDelivery[];
}

// The `billing-events` queue (api/queues/billing-events.ts).
/** A stored billing event to process: only its id, so a retried or repeated job reads the same row. */
export interface BillingEventJob {
  eventId: number;
}

/**
 * Each queue's job payload, as it travels through Redis: what its producers add (Queues.get
 * returns a Queue of it) and what its processor's job holds (workers/processor.ts). One entry
 * per queue name: PayloadOf does not compile while a name lacks one.
 */
export interface QueuePayloads {
  clicks: ClicksJob;
  events: EventsJobWire;
  conversions: ConversionJob;
  'conversion-sync': VersionSyncJob;
  'payout-sync': VersionSyncJob;
  'auto-approve': AutoApproveJob;
  flushes: FlushJob;
  exports: ExportsJob;
  maintenance: MaintenanceJob;
  'report-rollups': RollupJob;
  webhooks: WebhookDeliveryJob;
  'billing-events': BillingEventJob;
}

export type PayloadOf<N extends QueueName> = QueuePayloads[N];
