import type { Deps } from '../../api/deps';
import { insertBatch, tokenFor } from '../../clickhouse/insert';
import type { PayoutRow } from '../../sql/repos/payouts.repo';
import type { ProcessorSpec } from '../index';
import { QUEUE_NAMES } from '../queues';

export interface PayoutSyncJob {
  businessId: number;
  ids: number[];
}

/** A payout as its ClickHouse row: nulls become the column defaults the table uses. */
export function payoutChRow(r: PayoutRow) {
  return {
    business_id: r.business_id,
    id: r.id,
    affiliate_id: r.affiliate_id,
    affiliate_name: r.affiliate_name,
    amount: r.amount,
    currency: r.currency,
    method: r.method ?? '',
    status: r.status,
    reference: r.reference ?? '',
    paid_at: r.paid_at,
    created_at: r.created_at,
    updated_at: r.updated_at,
    version: r.version,
  };
}

/**
 * Like the conversion sync: enqueue after the transaction that changed the payouts has
 * committed; the job id names the payouts and their versions (a double enqueue is one job),
 * the insert's dedup token makes a retry harmless, ReplacingMergeTree(version) keeps the latest.
 */
export async function enqueuePayoutSync(
  deps: Pick<Deps, 'queues'>,
  businessId: number,
  changed: { id: number; version: number }[],
): Promise<void> {
  if (!changed.length) return;
  const jobId = tokenFor(
    `payout-sync-${businessId}`,
    changed.map((c) => `${c.id}:${c.version}`),
  ).replace(/:/g, '-');
  await deps.queues
    .get(QUEUE_NAMES.payoutSync)
    .add('sync', { businessId, ids: changed.map((c) => c.id) } satisfies PayoutSyncJob, { jobId });
}

export async function syncPayouts(deps: Pick<Deps, 'db' | 'ch'>, job: PayoutSyncJob): Promise<number> {
  const rows = await deps.db.payouts.byIds(job.businessId, job.ids);
  await insertBatch(
    deps.ch,
    'payouts',
    rows.map(payoutChRow),
    tokenFor(
      'payouts',
      rows.map((r) => `${r.id}:${r.version}`),
    ),
  );
  return rows.length;
}

export const payoutSyncProcessor: ProcessorSpec = {
  queue: QUEUE_NAMES.payoutSync,
  concurrency: 2,
  build: (deps) => async (job) => ({ rows: await syncPayouts(deps, job.data as PayoutSyncJob) }),
};
