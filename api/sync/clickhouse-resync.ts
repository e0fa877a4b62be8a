import type { UnsyncedRow, VersionedTable } from '../../sql/repos/clickhouse-sync.repo';
import type { Deps } from '../deps';
import { enqueueConversionSync } from '../queues/conversion-sync';
import { enqueuePayoutSync } from '../queues/payout-sync';

/** How long a change is left to its own sync job before the resync queues it again. */
export const RESYNC_AFTER_MS = 60_000;
/** Rows queued again per table and tick, and per job: bounds one tick's work; the next one goes on. */
const PER_TICK = 5_000;
const PER_JOB = 500;

const ENQUEUE: Record<VersionedTable, typeof enqueueConversionSync> = {
  conversions: enqueueConversionSync,
  payouts: enqueuePayoutSync,
};

/**
 * Queues again the sync of every conversion and payout whose current version ClickHouse is
 * not known to hold (migration 010): a change commits first and its sync is queued after, so
 * a failed enqueue (Redis unreachable at that moment) or a job that failed for good would
 * otherwise leave reports on an old version. A row queued twice is inserted under a new
 * token but at the same version, which ReplacingMergeTree(version) and FINAL make one.
 */
export async function resyncClickHouse(
  deps: Pick<Deps, 'db' | 'queues' | 'clock'>,
): Promise<Record<VersionedTable, number>> {
  const before = new Date(deps.clock.now().getTime() - RESYNC_AFTER_MS);
  const queued = { conversions: 0, payouts: 0 };
  for (const table of Object.keys(ENQUEUE) as VersionedTable[]) {
    const rows = await deps.db.clickhouseSync.unsynced(table, before, PER_TICK);
    const byBusiness = new Map<number, UnsyncedRow[]>();
    for (const r of rows) {
      const mine = byBusiness.get(r.business_id);
      if (mine) mine.push(r);
      else byBusiness.set(r.business_id, [r]);
    }
    for (const [businessId, mine] of byBusiness) {
      for (let i = 0; i < mine.length; i += PER_JOB) {
        await ENQUEUE[table](deps, businessId, mine.slice(i, i + PER_JOB));
      }
    }
    queued[table] = rows.length;
  }
  return queued;
}
