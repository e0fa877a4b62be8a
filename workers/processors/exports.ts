import { buildExport, purgeExports } from '../../api/features/exports/export-build';
import { QUEUE_NAMES } from '../../api/queues';
import { isLastAttempt, type ProcessorSpec } from '../processor';

/** Builds requested exports; a scheduled tick purges expired ones. */
export const exportsProcessor: ProcessorSpec<typeof QUEUE_NAMES.exports> = {
  queue: QUEUE_NAMES.exports,
  concurrency: 2,
  build: (deps) => async (job) => {
    const data = job.data;
    if (data.task === 'purge') return { purged: await purgeExports(deps) };
    return buildExport(deps, data, isLastAttempt(job));
  },
};
