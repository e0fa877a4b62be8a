import type { Deps } from '../deps';
import { QUEUE_NAMES } from './names';
import { enqueueVersionSync, type Versioned, type VersionSyncJob } from './version-sync';

export type PayoutSyncJob = VersionSyncJob;

/** Queues the current version of each changed payout for ClickHouse (see enqueueVersionSync). */
export function enqueuePayoutSync(
  deps: Pick<Deps, 'queues'>,
  businessId: number,
  changed: Versioned[],
): Promise<void> {
  return enqueueVersionSync(deps, QUEUE_NAMES.payoutSync, 'payout-sync', businessId, changed);
}
