import type { ConversionJob } from '../../api/features/conversions/conversions.service';
import { recordConversion } from '../../api/features/conversions/record-conversion';
import { isLastAttempt } from '../../api/features/attribution/pending-click';
import type { ProcessorSpec } from '../processor';
import { QUEUE_NAMES } from '../../api/queues';

/**
 * Records POST /v1/conversions orders. Jobs run concurrently: the unique (business, order_id)
 * and the rule cap's row lock keep concurrent work exact.
 */
export const conversionsProcessor: ProcessorSpec = {
  queue: QUEUE_NAMES.conversions,
  concurrency: 8,
  build: (deps) => async (job) => {
    const r = await recordConversion(deps, job.data as ConversionJob, isLastAttempt(job));
    return { id: r.id, created: r.created, method: r.method };
  },
};
