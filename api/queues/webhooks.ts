import type { Deps } from '../deps';
import { QUEUE_NAMES } from './names';
import type { ClaimedDelivery, WebhookDeliveryJob } from './payloads';

export type { ClaimedDelivery, WebhookDeliveryJob };

/**
 * Queues claimed deliveries, a job per endpoint and chunk. The job id is its first delivery
 * and that delivery's dispatch number, so a claim queued twice is one job. The job never
 * retries itself: the delivery rows schedule their next attempts
 * (api/features/webhooks/delivery.ts), so a wait of hours occupies no worker.
 */
export async function enqueueDeliveries(
  deps: Pick<Deps, 'queues'>,
  jobs: WebhookDeliveryJob[],
): Promise<void> {
  if (!jobs.length) return;
  await deps.queues.get(QUEUE_NAMES.webhooks).addBulk(
    jobs.map((j) => ({
      name: 'deliver',
      data: j,
      opts: {
        jobId: `wh-${j.deliveries[0].id}-${j.deliveries[0].dispatch}`,
        attempts: 1,
        removeOnComplete: true,
        removeOnFail: { count: 1000, age: 24 * 3600 },
      },
    })),
  );
}
