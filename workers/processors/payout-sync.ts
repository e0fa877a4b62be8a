import { syncPayouts } from '../../api/features/payouts/payout-sync';
import { QUEUE_NAMES } from '../../api/queues';
import type { ProcessorSpec } from '../processor';

/** Copies changed payouts into ClickHouse (api/queues/payout-sync.ts queues them). */
export const payoutSyncProcessor: ProcessorSpec<typeof QUEUE_NAMES.payoutSync> = {
  queue: QUEUE_NAMES.payoutSync,
  concurrency: 2,
  build: (deps) => async (job) => ({ rows: await syncPayouts(deps, job.data) }),
};
