import { createHash } from 'node:crypto';
import type { Deps } from '../deps';
import { QUEUE_NAMES, TRACKING_JOB_ATTEMPTS } from './names';
import type { ConversionJob } from './payloads';

export type { ConversionJob };

/** One job per (business, order_id): a repeat while the first is queued adds nothing. */
export function conversionJobId(businessId: number, orderId: string): string {
  return `conv-${businessId}-${createHash('sha256').update(orderId).digest('hex').slice(0, 40)}`;
}

/**
 * Queues an order for the conversions worker. A job that failed for good (an outage longer
 * than its retries) is retried by the client's repeat, so nothing is lost; otherwise the
 * first body wins.
 */
export async function enqueueConversion(deps: Pick<Deps, 'queues'>, job: ConversionJob): Promise<void> {
  const queue = deps.queues.get(QUEUE_NAMES.conversions);
  const jobId = conversionJobId(job.businessId, job.orderId);
  const existing = await queue.getJob(jobId);
  if (existing && (await existing.isFailed())) await existing.retry('failed');
  else if (!existing) await queue.add('record', job, { jobId, attempts: TRACKING_JOB_ATTEMPTS });
}
