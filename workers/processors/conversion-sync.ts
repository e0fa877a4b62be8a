import { syncConversions } from '../../api/features/conversions/conversion-sync';
import { QUEUE_NAMES } from '../../api/queues';
import type { ProcessorSpec } from '../processor';

/** Copies changed conversions into ClickHouse (api/queues/conversion-sync.ts queues them). */
export const conversionSyncProcessor: ProcessorSpec<typeof QUEUE_NAMES.conversionSync> = {
  queue: QUEUE_NAMES.conversionSync,
  concurrency: 4,
  build: (deps) => async (job) => ({ rows: await syncConversions(deps, job.data) }),
};
