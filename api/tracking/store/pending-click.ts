import type { Deps } from '../../deps';
import { clickIdTime } from '../../domain/click-id';
import { storedClickBusiness } from './find-clicks';
import { recentClickLines } from './recent-clicks';

/**
 * A click id reaches a conversion or an event (from the aff_click cookie) within moments of
 * its 302, often before the click loader has stored the click. Such an id is "pending" for
 * this long after it was made: the job is retried (BullMQ backoff) rather than attributed
 * without it (TRACKING_JOB_ATTEMPTS in api/queues/index.ts spans the window). After the window
 * a missing click is taken as unknown. Conversions and events both wait this way.
 */
export const PENDING_CLICK_WINDOW_MS = 5 * 60_000;

/** Clock differences between the process that made the id and this one. */
const SKEW_MS = 60_000;

/** Thrown to make BullMQ retry the job a little later. */
export class PendingClickError extends Error {
  constructor(readonly clickIds: number[]) {
    super(`click ${clickIds.join(', ')} is not stored yet; retrying`);
    this.name = 'PendingClickError';
  }
}

/**
 * Whether a click of this business that a lookup did not find may still arrive: made within
 * the window (by its id's own timestamp), and either not stored yet or stored since the lookup
 * (the loader stages it while the lookup asks ClickHouse; the retry reads it). The click loader
 * remembers every click in Redis before its ClickHouse insert and keeps it there for hours, so
 * a recent click of another business is in Redis and is not waited for.
 */
export async function mayStillArrive(
  deps: Pick<Deps, 'redis' | 'config'>,
  businessId: number,
  clickId: number,
  nowMs: number,
): Promise<boolean> {
  const made = clickIdTime(clickId).getTime();
  if (made > nowMs + SKEW_MS || nowMs - made > PENDING_CLICK_WINDOW_MS) return false;
  const [stored] = await recentClickLines(deps, [clickId]);
  return stored === null || storedClickBusiness(stored) === businessId;
}
