import { processBillingEvent } from '../../api/features/integrations/process-event';
import { QUEUE_NAMES } from '../../api/queues';
import { isLastAttempt, type ProcessorSpec } from '../processor';

/**
 * Processes stored billing events (api/features/integrations/process-event.ts). Jobs run
 * concurrently: orders are unique per business, and refunds of one payment take turns.
 */
export const billingEventsProcessor: ProcessorSpec<typeof QUEUE_NAMES.billingEvents> = {
  queue: QUEUE_NAMES.billingEvents,
  concurrency: 8,
  build: (deps) => async (job) => {
    const r = await processBillingEvent(deps, job.data.eventId, isLastAttempt(job));
    return r ? { outcome: r.outcome, order_id: r.orderId } : null;
  },
};
