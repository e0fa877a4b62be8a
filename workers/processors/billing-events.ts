import { processBillingEvent } from '../../api/features/integrations/process-event';
import { QUEUE_NAMES } from '../../api/queues';
import type { BillingEventJob } from '../../api/queues/billing-events';
import { isLastAttempt, type ProcessorSpec } from '../processor';

/**
 * Processes stored billing events (api/features/integrations/process-event.ts). Jobs run
 * concurrently: orders are unique per business, and refunds of one payment take turns.
 */
export const billingEventsProcessor: ProcessorSpec = {
  queue: QUEUE_NAMES.billingEvents,
  concurrency: 8,
  build: (deps) => async (job) => {
    const r = await processBillingEvent(deps, (job.data as BillingEventJob).eventId, isLastAttempt(job));
    return r ? { outcome: r.outcome, order_id: r.orderId } : null;
  },
};
