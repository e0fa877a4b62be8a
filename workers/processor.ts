import type { Processor } from 'bullmq';
import type { Deps } from '../api/deps';
import type { QueueName } from '../api/queues';

/** One queue's consumer: workers/index.ts boots a BullMQ worker for each. */
export interface ProcessorSpec {
  queue: QueueName;
  /** Jobs at once per process: a number, or read from the configuration. */
  concurrency?: number | ((deps: Deps) => number);
  build(deps: Deps): Processor;
  /** A loop the worker process runs beside the queue's worker (the webhook relay); closed with it. */
  background?(deps: Deps): { close(): Promise<void> };
}

/** The attempt BullMQ is running is its last: attribute with what there is, do not wait. */
export function isLastAttempt(job: { attemptsMade: number; opts: { attempts?: number } }): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}

/** How many of a processor's jobs one process runs at once. */
export const concurrencyOf = (spec: ProcessorSpec, deps: Deps): number =>
  typeof spec.concurrency === 'function' ? spec.concurrency(deps) : (spec.concurrency ?? 1);
