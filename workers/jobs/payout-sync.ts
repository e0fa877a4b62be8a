import type { Deps } from '../../api/deps';
import { insertBatch } from '../../clickhouse/insert';
import { enqueueVersionSync, versionToken, type Versioned, type VersionSyncJob } from './version-sync';
import type { PayoutRow } from '../../sql/repos/payouts.repo';
import type { ProcessorSpec } from '../processor';
import { QUEUE_NAMES } from '../../api/queues';

export type PayoutSyncJob = VersionSyncJob;

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

/** Queues the current version of each changed payout for ClickHouse (see enqueueVersionSync). */
export function enqueuePayoutSync(
  deps: Pick<Deps, 'queues'>,
  businessId: number,
  changed: Versioned[],
): Promise<void> {
  return enqueueVersionSync(deps, QUEUE_NAMES.payoutSync, 'payout-sync', businessId, changed);
}

export async function syncPayouts(deps: Pick<Deps, 'db' | 'ch'>, job: PayoutSyncJob): Promise<number> {
  const rows = await deps.db.payouts.byIds(job.businessId, job.ids);
  await insertBatch(deps.ch, 'payouts', rows.map(payoutChRow), versionToken('payouts', rows));
  await deps.db.clickhouseSync.markSynced('payouts', job.businessId, rows);
  return rows.length;
}

export const payoutSyncProcessor: ProcessorSpec = {
  queue: QUEUE_NAMES.payoutSync,
  concurrency: 2,
  build: (deps) => async (job) => ({ rows: await syncPayouts(deps, job.data as PayoutSyncJob) }),
};
