import { insertBatch } from '../../../clickhouse/insert';
import type { Deps } from '../../deps';
import type { ConversionSyncJob } from '../../queues/conversion-sync';
import { versionToken } from '../../queues/version-sync';

/**
 * Copies the current version of the job's conversions into ClickHouse (ReplacingMergeTree by
 * version; the insert's dedup token makes a retry harmless), then marks them synced.
 */
export async function syncConversions(
  deps: Pick<Deps, 'db' | 'ch'>,
  job: ConversionSyncJob,
): Promise<number> {
  const rows = await deps.db.conversionSync.rows(job.businessId, job.ids);
  await insertBatch(deps.ch, 'conversions', rows, versionToken('conversions', rows));
  await deps.db.clickhouseSync.markSynced('conversions', job.businessId, rows);
  return rows.length;
}
