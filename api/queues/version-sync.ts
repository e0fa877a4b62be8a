import type { Deps } from '../deps';
import { tokenFor } from '../../clickhouse/insert';
import type { QUEUE_NAMES } from './names';
import type { VersionSyncJob } from './payloads';

export type { VersionSyncJob };

export interface Versioned {
  id: number;
  version: number;
}

/** The identity of a set of row versions: the sync job's id and its insert's dedup token. */
export const versionToken = (prefix: string, rows: Versioned[]): string =>
  tokenFor(
    prefix,
    rows.map((r) => `${r.id}:${r.version}`),
  );

/**
 * Queues the copy of changed rows (conversions, payouts) into their ClickHouse
 * ReplacingMergeTree(version) table. Enqueue after the PostgreSQL transaction has committed.
 * The job id names the rows and their versions, so a double enqueue is one job; the insert's
 * dedup token (versionToken) makes a retried job harmless.
 */
export async function enqueueVersionSync(
  deps: Pick<Deps, 'queues'>,
  queue: typeof QUEUE_NAMES.conversionSync | typeof QUEUE_NAMES.payoutSync,
  jobPrefix: string,
  businessId: number,
  changed: Versioned[],
): Promise<void> {
  if (!changed.length) return;
  const jobId = versionToken(`${jobPrefix}-${businessId}`, changed).replace(/:/g, '-');
  const job: VersionSyncJob = { businessId, ids: changed.map((c) => c.id) };
  await deps.queues.get(queue).add('sync', job, { jobId });
}
