import type { Deps } from '../deps';
import { QUEUE_NAMES, TRACKING_JOB_ATTEMPTS } from './names';
import type { BillingEventJob } from './payloads';

export type { BillingEventJob };

/**
 * One job per stored event; a later pass over the same event (a refund waiting for its order,
 * woken or retried) has its own id. Processing an event is idempotent, so two passes are harmless.
 */
export function billingEventJobId(eventId: number, pass?: string): string {
  return pass ? `billing-${eventId}-${pass}` : `billing-${eventId}`;
}

export async function enqueueBillingEvent(
  deps: Pick<Deps, 'queues'>,
  eventId: number,
  opts: { pass?: string; delayMs?: number } = {},
): Promise<void> {
  const job: BillingEventJob = { eventId };
  await deps.queues.get(QUEUE_NAMES.billingEvents).add('process', job, {
    jobId: billingEventJobId(eventId, opts.pass),
    delay: opts.delayMs,
    attempts: TRACKING_JOB_ATTEMPTS,
  });
}

/** The first pass of each of these stored events, in one round trip. */
export async function enqueueBillingEvents(deps: Pick<Deps, 'queues'>, eventIds: number[]): Promise<void> {
  if (!eventIds.length) return;
  await deps.queues.get(QUEUE_NAMES.billingEvents).addBulk(
    eventIds.map((eventId) => ({
      name: 'process',
      data: { eventId },
      opts: { jobId: billingEventJobId(eventId), attempts: TRACKING_JOB_ATTEMPTS },
    })),
  );
}
