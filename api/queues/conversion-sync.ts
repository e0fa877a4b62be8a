import type { Deps } from '../deps';
import { QUEUE_NAMES } from './names';
import { enqueueVersionSync, type Versioned, type VersionSyncJob } from './version-sync';

export type ConversionSyncJob = VersionSyncJob;

/** Queues the current version of each changed conversion for ClickHouse (see enqueueVersionSync). */
export function enqueueConversionSync(
  deps: Pick<Deps, 'queues'>,
  businessId: number,
  changed: Versioned[],
): Promise<void> {
  return enqueueVersionSync(deps, QUEUE_NAMES.conversionSync, 'conv-sync', businessId, changed);
}
