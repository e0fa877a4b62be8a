import { recordConversion } from '../../api/features/conversions/record-conversion';
import { QUEUE_NAMES } from '../../api/queues';
import { isLastAttempt, type ProcessorSpec } from '../processor';

/**
 * Records POST /v1/conversions orders. Jobs run concurrently: the unique (business, order_id)
 * and the rule cap's row lock keep concurrent work exact.
 */
export const conversionsProcessor: ProcessorSpec<typeof QUEUE_NAMES.conversions> = {
  queue: QUEUE_NAMES.conversions,
  concurrency: 8,
  build: (deps) => async (job) => {
    const r = await recordConversion(deps, job.data, isLastAttempt(job));
    return { id: r.id, created: r.created, method: r.method };
  },
};
