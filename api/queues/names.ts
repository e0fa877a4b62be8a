import type { JobsOptions, Queue } from 'bullmq';

/** BullMQ's queue of payload P: `add` takes a P, and its jobs hold one. */
export type QueueOf<P> = Queue<P, unknown, string, P, unknown, string>;

/**
 * Every queue the service uses. Each queue's producer side (payload types, job ids, enqueue
 * functions) is in its own file beside this one; workers/processors/<queue>.ts consumes it.
 */
export const QUEUE_NAMES = {
  clicks: 'clicks',
  events: 'events',
  conversions: 'conversions',
  conversionSync: 'conversion-sync',
  payoutSync: 'payout-sync',
  autoApprove: 'auto-approve',
  /** Flushes of staged rows (into ClickHouse) and click counts (into PostgreSQL), apart from the batches so they never wait behind them. */
  flushes: 'flushes',
  exports: 'exports',
  maintenance: 'maintenance',
  reportRollups: 'report-rollups',
  /** One job per webhook delivery attempt (api/queues/webhooks.ts). */
  webhooks: 'webhooks',
  /** One job per stored billing event (api/queues/billing-events.ts). */
  billingEvents: 'billing-events',
} as const;

export type QueueName = (typeof QUEUE_NAMES)[keyof typeof QUEUE_NAMES];

/** Retries with backoff, and finished jobs trimmed so Redis memory stays bounded. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 500 },
  removeOnComplete: { count: 1000, age: 3600 },
  removeOnFail: { count: 5000, age: 7 * 24 * 3600 },
};

/**
 * Attempts of event and conversion jobs: with the exponential backoff from 0.5 s they span the
 * pending-click window (api/features/conversions/pending-click.ts) and ride out a store outage
 * of about two hours.
 */
export const TRACKING_JOB_ATTEMPTS = 15;
