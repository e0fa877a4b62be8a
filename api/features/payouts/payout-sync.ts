import { insertBatch } from '../../../clickhouse/insert';
import type { PayoutRow } from '../../../sql/repos/payouts.repo';
import type { Deps } from '../../deps';
import type { PayoutSyncJob } from '../../queues/payout-sync';
import { versionToken } from '../../queues/version-sync';

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
    payout_run_id: r.payout_run_id,
    paid_at: r.paid_at,
    created_at: r.created_at,
    updated_at: r.updated_at,
    version: r.version,
  };
}

/** Copies the current version of the job's payouts into ClickHouse, then marks them synced. */
export async function syncPayouts(deps: Pick<Deps, 'db' | 'ch'>, job: PayoutSyncJob): Promise<number> {
  const rows = await deps.db.payouts.byIds(job.businessId, job.ids);
  await insertBatch(deps.ch, 'payouts', rows.map(payoutChRow), versionToken('payouts', rows));
  await deps.db.clickhouseSync.markSynced('payouts', job.businessId, rows);
  return rows.length;
}
