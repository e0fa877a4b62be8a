import type { Deps } from '../deps';
import { QUEUE_NAMES } from './index';

/** Builds one export (POST /v1/exports). */
export interface ExportBuildJob {
  task: 'build';
  businessId: number;
  exportId: number;
}

/** Removes expired exports (a scheduled tick). */
export interface ExportPurgeJob {
  task: 'purge';
}

export type ExportsJob = ExportBuildJob | ExportPurgeJob;

/** Queues the build of a committed export; the job id is the export id, so a retry is one job. */
export async function enqueueExportBuild(
  deps: Pick<Deps, 'queues'>,
  businessId: number,
  exportId: number,
): Promise<void> {
  const job: ExportBuildJob = { task: 'build', businessId, exportId };
  await deps.queues.get(QUEUE_NAMES.exports).add('build', job, { jobId: `export-${exportId}` });
}
