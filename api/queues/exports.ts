import type { Deps } from '../deps';
import { QUEUE_NAMES } from './names';
import type { ExportBuildJob, ExportPurgeJob, ExportsJob } from './payloads';

export type { ExportBuildJob, ExportPurgeJob, ExportsJob };

/** Queues the build of a committed export; the job id is the export id, so a retry is one job. */
export async function enqueueExportBuild(
  deps: Pick<Deps, 'queues'>,
  businessId: number,
  exportId: number,
): Promise<void> {
  const job: ExportBuildJob = { task: 'build', businessId, exportId };
  await deps.queues.get(QUEUE_NAMES.exports).add('build', job, { jobId: `export-${exportId}` });
}
