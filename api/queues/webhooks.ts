import type { Deps } from '../deps';
import { QUEUE_NAMES } from './index';

/** One attempt of one delivery: the delivery row holds everything else. */
export interface WebhookDeliveryJob {
  id: number;
  dispatch: number;
}

/**
 * Queues claimed deliveries. The job id is the delivery and its dispatch number, so a claim
 * queued twice is one job. The job never retries itself: the delivery row schedules its next
 * attempt (api/features/webhooks/delivery.ts), so a wait of hours occupies no worker.
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
        jobId: `wh-${j.id}-${j.dispatch}`,
        attempts: 1,
        removeOnComplete: true,
        removeOnFail: { count: 1000, age: 24 * 3600 },
      },
    })),
  );
}
