import { compactClickSessions } from '../../api/features/reports/click-sessions-rollup';
import { QUEUE_NAMES } from '../../api/queues';
import type { RollupJob } from '../../api/queues/report-rollups';
import type { ProcessorSpec } from '../processor';

/** Compacts click sessions into daily counts for the reports (a scheduled tick). */
export const reportRollupsProcessor: ProcessorSpec = {
  queue: QUEUE_NAMES.reportRollups,
  build: (deps) => async (job) => compactClickSessions(deps, job.data as RollupJob),
};
