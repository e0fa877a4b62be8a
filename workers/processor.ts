import type { Processor } from 'bullmq';
import type { Deps } from '../api/deps';
import type { QueueName } from '../api/queues';

/** One queue's consumer: workers/index.ts boots a BullMQ worker for each. */
export interface ProcessorSpec {
  queue: QueueName;
  concurrency?: number;
  build(deps: Deps): Processor;
}
