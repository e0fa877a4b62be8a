import type { Job } from 'bullmq';
import { buildExport, purgeExports } from '../../api/features/exports/export-build';
import { QUEUE_NAMES } from '../../api/queues';
import type { ExportsJob } from '../../api/queues/exports';
import { isLastAttempt, type ProcessorSpec } from '../processor';

/** Builds requested exports; a scheduled tick purges expired ones. */
export const exportsProcessor: ProcessorSpec = {
  queue: QUEUE_NAMES.exports,
  concurrency: 2,
  build: (deps) => async (job: Job) => {
    const data = job.data as ExportsJob;
    if (data.task === 'purge') return { purged: await purgeExports(deps) };
    return buildExport(deps, data, isLastAttempt(job));
  },
};
