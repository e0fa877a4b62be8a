import { Queue, type ConnectionOptions } from 'bullmq';
import { DEFAULT_JOB_OPTIONS, QUEUE_NAMES, type QueueName, type QueueOf } from './names';
import type { PayloadOf } from './payloads';

export {
  DEFAULT_JOB_OPTIONS,
  QUEUE_NAMES,
  TRACKING_JOB_ATTEMPTS,
  type QueueName,
  type QueueOf,
} from './names';
export type { PayloadOf, QueuePayloads } from './payloads';

/** The producer of one queue: BullMQ's queue typed by the queue's payload (api/queues/payloads.ts). */
export type TypedQueue<N extends QueueName> = QueueOf<PayloadOf<N>>;

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

/** Producers for every queue, created on first use, each typed by its queue's payload. */
export class Queues {
  private readonly queues: { [N in QueueName]?: TypedQueue<N> } = {};

  constructor(
    private readonly connection: ConnectionOptions,
    readonly prefix: string,
  ) {}

  get<N extends QueueName>(name: N): TypedQueue<N> {
    let q: TypedQueue<N> | undefined = this.queues[name];
    if (!q) {
      q = new Queue<PayloadOf<N>, unknown, string, PayloadOf<N>, unknown, string>(name, {
        connection: this.connection,
        prefix: this.prefix,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      });
      // TypeScript cannot check a write through a generic key of a mapped type (it takes the
      // slot for every queue's type at once); the read above, by the same name, is checked.
      Object.assign(this.queues, { [name]: q });
    }
    return q;
  }

  all(): TypedQueue<QueueName>[] {
    return Object.values(QUEUE_NAMES).map((n) => this.get(n));
  }

  async close(): Promise<void> {
    const open = Object.values(this.queues);
    for (const name of Object.keys(this.queues) as QueueName[]) delete this.queues[name];
    await Promise.all(open.map((q) => q.close()));
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
export async function enqueueScheduled<N extends QueueName>(
  queues: Pick<Queues, 'get'>,
  queue: N,
  name: string,
  data: PayloadOf<N>,
  at: Date,
): Promise<void> {
  await queues.get(queue).add(name, data, { jobId: tickId(name, at) });
}
