import type { Job } from 'bullmq';
import type { Deps } from '../api/deps';
import type { PayloadOf, QueueName } from '../api/queues';

/** A job of queue N: BullMQ's Job with that queue's payload (api/queues/payloads.ts) as its data. */
export type QueueJob<N extends QueueName> = Job<PayloadOf<N>, unknown, string>;

/**
 * What runs a job of queue N; its result is kept on the job (BullMQ's returnvalue). Declared
 * as a method so that its job parameter is compared both ways: the processors of different
 * queues then share one list (a worker boots each with its own queue's jobs, never another's).
 */
interface RunsJobsOf<N extends QueueName> {
  run(job: QueueJob<N>): Promise<unknown>;
}
export type JobProcessor<N extends QueueName> = RunsJobsOf<N>['run'];

/** One queue's consumer: workers/index.ts boots a BullMQ worker for each. */
export interface ProcessorSpec<N extends QueueName> {
  queue: N;
  /** Jobs at once per process: a number, or read from the configuration. */
  concurrency?: number | ((deps: Deps) => number);
  build(deps: Deps): JobProcessor<N>;
  /** A loop the worker process runs beside the queue's worker (the webhook relay); closed with it. */
  background?(deps: Deps): { close(): Promise<void> };
}

/** Any queue's consumer, each checked against its own queue's payload. */
export type AnyProcessorSpec = { [N in QueueName]: ProcessorSpec<N> }[QueueName];

/** The attempt BullMQ is running is its last: attribute with what there is, do not wait. */
export function isLastAttempt(job: { attemptsMade: number; opts: { attempts?: number } }): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}

/** How many of a processor's jobs one process runs at once. */
export const concurrencyOf = (spec: AnyProcessorSpec, deps: Deps): number =>
  typeof spec.concurrency === 'function' ? spec.concurrency(deps) : (spec.concurrency ?? 1);
