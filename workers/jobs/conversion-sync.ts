import type { Deps } from '../../api/deps';
import { insertBatch } from '../../clickhouse/insert';
import { enqueueVersionSync, versionToken, type Versioned, type VersionSyncJob } from './version-sync';
import type { ProcessorSpec } from '../processor';
import { QUEUE_NAMES } from '../../api/queues';

export type ConversionSyncJob = VersionSyncJob;

/** Queues the current version of each changed conversion for ClickHouse (see enqueueVersionSync). */
export function enqueueConversionSync(
  deps: Pick<Deps, 'queues'>,
  businessId: number,
  changed: Versioned[],
): Promise<void> {
  return enqueueVersionSync(deps, QUEUE_NAMES.conversionSync, 'conv-sync', businessId, changed);
}

export async function syncConversions(
  deps: Pick<Deps, 'db' | 'ch'>,
  job: ConversionSyncJob,
): Promise<number> {
  const rows = await deps.db.conversionSync.rows(job.businessId, job.ids);
  await insertBatch(deps.ch, 'conversions', rows, versionToken('conversions', rows));
  await deps.db.clickhouseSync.markSynced('conversions', job.businessId, rows);
  return rows.length;
}

export const conversionSyncProcessor: ProcessorSpec = {
  queue: QUEUE_NAMES.conversionSync,
  concurrency: 4,
  build: (deps) => async (job) => ({ rows: await syncConversions(deps, job.data as ConversionSyncJob) }),
};
