import type { Deps } from '../../api/deps';
import { insertBatch, tokenFor } from '../../clickhouse/insert';
import type { ProcessorSpec } from '../index';
import { QUEUE_NAMES } from '../queues';

export interface ConversionSyncJob {
  businessId: number;
  ids: number[];
}

/**
 * Writes the current version of each conversion to ClickHouse. Enqueue after the PostgreSQL
 * transaction that created or changed them has committed. The job id names the conversions
 * and their versions, so a double enqueue is one job; the insert's dedup token makes a
 * retried job harmless; ReplacingMergeTree(version) keeps the latest row of each.
 */
export async function enqueueConversionSync(
  deps: Pick<Deps, 'queues'>,
  businessId: number,
  changed: { id: number; version: number }[],
): Promise<void> {
  if (!changed.length) return;
  const jobId = tokenFor(
    `conv-sync-${businessId}`,
    changed.map((c) => `${c.id}:${c.version}`),
  ).replace(/:/g, '-');
  await deps.queues
    .get(QUEUE_NAMES.conversionSync)
    .add('sync', { businessId, ids: changed.map((c) => c.id) } satisfies ConversionSyncJob, { jobId });
}

export async function syncConversions(
  deps: Pick<Deps, 'db' | 'ch'>,
  job: ConversionSyncJob,
): Promise<number> {
  const rows = await deps.db.conversionSync.rows(job.businessId, job.ids);
  await insertBatch(
    deps.ch,
    'conversions',
    rows,
    tokenFor(
      'conversions',
      rows.map((r) => `${r.id}:${r.version}`),
    ),
  );
  return rows.length;
}

export const conversionSyncProcessor: ProcessorSpec = {
  queue: QUEUE_NAMES.conversionSync,
  concurrency: 4,
  build: (deps) => async (job) => ({ rows: await syncConversions(deps, job.data as ConversionSyncJob) }),
};
