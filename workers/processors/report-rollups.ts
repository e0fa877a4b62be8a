import { compactClickSessions } from '../../api/features/reports/click-sessions-rollup';
import { QUEUE_NAMES } from '../../api/queues';
import type { ProcessorSpec } from '../processor';

/** Compacts click sessions into daily counts for the reports (a scheduled tick). */
export const reportRollupsProcessor: ProcessorSpec<typeof QUEUE_NAMES.reportRollups> = {
  queue: QUEUE_NAMES.reportRollups,
  build: (deps) => async (job) => compactClickSessions(deps, job.data),
};
