import type { Deps } from '../../api/deps';
import { flushClickCounts } from '../../api/features/clicks/click-counters';
import type { ProcessorSpec } from '../index';
import { QUEUE_NAMES } from '../queues';

export const CLICK_COUNTS_JOB = 'click-counts';
export const CLICK_FLUSHES_PURGE_JOB = 'click-count-flushes-purge';

/**
 * Asks for a counter flush at the start of the next second. The job id names that second,
 * so however many batches are loaded meanwhile (in any number of workers) it is one flush,
 * and a click counted now is in click_count about a second later (decisions 11.3: 2 s).
 */
export async function scheduleClickCountFlush(deps: Pick<Deps, 'queues'>): Promise<void> {
  const now = Date.now();
  const second = Math.floor(now / 1000) + 1;
  await deps.queues.get(QUEUE_NAMES.counters).add(
    CLICK_COUNTS_JOB,
    {},
    {
      jobId: `${CLICK_COUNTS_JOB}-${second}`,
      delay: second * 1000 - now,
      removeOnComplete: { count: 100 },
      removeOnFail: { count: 100 },
    },
  );
}

/**
 * The `counters` queue: click-count flushes (scheduled by the loader each second there is
 * something to count, and every minute by the scheduler as a safety net) and the hourly purge
 * of old flush records.
 */
export const clickCountsProcessor: ProcessorSpec = {
  queue: QUEUE_NAMES.counters,
  build: (deps) => async (job) => {
    if (job.name === CLICK_FLUSHES_PURGE_JOB) return { purged: await deps.db.clicks.purgeFlushes() };
    return { clicks: await flushClickCounts(deps) };
  },
};
