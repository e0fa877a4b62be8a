import type { Processor } from 'bullmq';
import type { Deps } from '../api/deps';
import type { QueueName } from '../api/queues';

/** One queue's consumer: workers/index.ts boots a BullMQ worker for each. */
export interface ProcessorSpec {
  queue: QueueName;
  concurrency?: number;
  /** Concurrency read from the configuration; wins over `concurrency`. */
  concurrencyOf?(deps: Deps): number;
  build(deps: Deps): Processor;
  /** A loop the worker process runs beside the queue's worker (the webhook relay); closed with it. */
  background?(deps: Deps): { close(): Promise<void> };
}

/** The attempt BullMQ is running is its last: attribute with what there is, do not wait. */
export function isLastAttempt(job: { attemptsMade: number; opts: { attempts?: number } }): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}
