import { dateToIso } from '../../../sql/timestamps';
import type { Deps } from '../../deps';
import { createPayoutRun } from './payout-runs.service';

const DAY_MS = 24 * 3600 * 1000;

/** The latest boundary at or before `now`: Monday 00:00 UTC (weekly) or the 1st, 00:00 UTC (monthly). */
export function latestBoundary(schedule: 'weekly' | 'monthly', now: Date): Date {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  if (schedule === 'monthly') return new Date(Date.UTC(y, m, 1));
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(y, m, now.getUTCDate() - sinceMonday));
}

/**
 * The scheduler's hourly tick (workers/scheduler.ts): a run for every business with a payout
 * schedule whose latest boundary passed less than a day ago, so a scheduler that was down at
 * midnight catches up within the day, and a schedule set mid-week waits for its next boundary
 * rather than paying at once. The boundary is the run's `scheduled_for`, unique per business,
 * so however many schedulers tick and workers retry, a boundary opens one run. One business's
 * failure does not stop the others; the job fails after them, and its retry opens what is left.
 */
export async function openScheduledRuns(
  deps: Pick<Deps, 'db' | 'clock' | 'queues' | 'logger'>,
): Promise<number> {
  const now = deps.clock.now();
  let opened = 0;
  let failed: Error | null = null;
  for (const b of await deps.db.payoutRuns.scheduledBusinesses()) {
    const boundary = latestBoundary(b.payout_schedule, now);
    if (now.getTime() - boundary.getTime() >= DAY_MS) continue;
    try {
      if (await createPayoutRun(deps, b.business_id, {}, dateToIso(boundary))) opened += 1;
    } catch (err) {
      failed = err as Error;
      deps.logger.error({ err: failed.message, businessId: b.business_id }, 'scheduled payout run failed');
    }
  }
  if (failed) throw failed;
  return opened;
}
