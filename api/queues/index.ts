import { Queue, type ConnectionOptions, type JobsOptions } from 'bullmq';

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
 * pending-click window (api/tracking/store/pending-click.ts) and ride out a store outage
 * of about two hours.
 */
export const TRACKING_JOB_ATTEMPTS = 15;

export function redisConnection(redisUrl: string): ConnectionOptions {
  const u = new URL(redisUrl);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0,
    tls: u.protocol === 'rediss:' ? {} : undefined,
  };
}

/** Producers for every queue, created on first use. */
export class Queues {
  private readonly queues = new Map<QueueName, Queue>();

  constructor(
    private readonly connection: ConnectionOptions,
    readonly prefix: string,
  ) {}

  get(name: QueueName): Queue {
    let q = this.queues.get(name);
    if (!q) {
      q = new Queue(name, {
        connection: this.connection,
        prefix: this.prefix,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      });
      this.queues.set(name, q);
    }
    return q;
  }

  all(): Queue[] {
    return Object.values(QUEUE_NAMES).map((n) => this.get(n));
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.queues.clear();
  }
}

/**
 * A scheduled tick's job id: the entry name plus the tick's minute, so however many scheduler
 * processes run, a tick becomes exactly one job.
 */
export function tickId(name: string, at: Date): string {
  return `${name}:${at.toISOString().slice(0, 16)}`;
}

/** Queues one tick of a scheduled entry (workers/scheduler.ts). */
export async function enqueueScheduled(
  queues: Pick<Queues, 'get'>,
  queue: QueueName,
  name: string,
  data: unknown,
  at: Date,
): Promise<void> {
  await queues.get(queue).add(name, data, { jobId: tickId(name, at) });
}
