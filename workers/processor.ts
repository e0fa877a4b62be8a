import type { Processor } from 'bullmq';
import type { Deps } from '../api/deps';
import type { QueueName } from '../api/queues';

/** One queue's consumer: workers/index.ts boots a BullMQ worker for each. */
export interface ProcessorSpec {
  queue: QueueName;
  concurrency?: number;
  build(deps: Deps): Processor;
}

/** The attempt BullMQ is running is its last: attribute with what there is, do not wait. */
export function isLastAttempt(job: { attemptsMade: number; opts: { attempts?: number } }): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}
