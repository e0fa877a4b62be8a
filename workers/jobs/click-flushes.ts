import type { Deps } from '../../api/deps';
import { QUEUE_NAMES, type QueueName } from '../queues';

/** Job names of the staged-clicks flushes (api/features/clicks/click-staging.ts). */
export const CLICK_COUNTS_JOB = 'click-counts';
export const CLICK_ROWS_JOB = 'click-rows';
export const CLICK_FLUSHES_PURGE_JOB = 'click-count-flushes-purge';

const asked = new WeakMap<object, Map<string, number>>();

async function askForFlush(deps: Pick<Deps, 'queues'>, queue: QueueName, name: string): Promise<void> {
  const now = Date.now();
  const second = Math.floor(now / 1000) + 1;
  let mine = asked.get(deps.queues);
  if (!mine) asked.set(deps.queues, (mine = new Map()));
  // Already asked for by this process: the job exists, another add would be a no-op round trip.
  if (mine.get(name) === second) return;
  await deps.queues.get(queue).add(
    name,
    {},
    {
      jobId: `${name}-${second}`,
      delay: second * 1000 - now,
      removeOnComplete: { count: 100 },
      removeOnFail: { count: 100 },
    },
  );
  mine.set(name, second);
}

/**
 * Asks for the flushes at the start of the next second. The job id names that second, so
 * however many batches are staged meanwhile (in any number of workers) it is one flush of
 * each kind, and a click staged now is in click_count and ClickHouse about a second later
 * (decisions 11.3: 2 s). The scheduler's minute ticks catch anything missed.
 */
export async function scheduleClickFlushes(deps: Pick<Deps, 'queues'>, counts: boolean): Promise<void> {
  await Promise.all([
    askForFlush(deps, QUEUE_NAMES.clicks, CLICK_ROWS_JOB),
    counts ? askForFlush(deps, QUEUE_NAMES.counters, CLICK_COUNTS_JOB) : undefined,
  ]);
}
