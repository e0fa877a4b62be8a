import { isClickId } from '../../../domain/click-id';
import { findClicks } from '../../store/find-clicks';
import { mayStillArrive, PendingClickError } from '../../store/pending-click';
import type { EventStage } from './stage';

/**
 * The stage: the stored clicks the events name by click_id (they give affiliate_id and
 * referral_link_id). A click made moments ago that is not stored yet makes the job retry
 * (PendingClickError, ../../store/pending-click.ts) unless this is its last attempt.
 */
export const resolveEventClicks: EventStage = {
  name: 'clicks',
  async run(deps, load) {
    const { job } = load;
    const clickIds = [...new Set(job.events.map((e) => e.click_id).filter(isClickId))];
    load.clicks = await findClicks(deps, job.businessId, clickIds);
    if (load.lastAttempt) return;
    const now = deps.clock.now().getTime();
    const missing = clickIds.filter((id) => !load.clicks.has(id));
    const pending: number[] = [];
    for (const id of missing) if (await mayStillArrive(deps, job.businessId, id, now)) pending.push(id);
    if (pending.length) throw new PendingClickError(pending);
  },
};
