import type { Deps } from '../deps';
import { QUEUE_NAMES } from './names';
import type { FlushJob } from './payloads';

export type { FlushJob };

/**
 * The `flushes` queue: staged rows into ClickHouse, staged click counts into click_count
 * (api/tracking/load/flush.ts, click-counts.ts), the purge of old count-flush records, and
 * the sweep of inboxes left by web processes that died. A flush's job id names the second it
 * runs at, so however many loaders ask, one flush of each kind runs per slot. Consumed by
 * workers/processors/flushes.ts.
 */

/** Job names on the `flushes` queue (the scheduler's minute ticks use the same names). */

export const CLICK_COUNTS_JOB = 'click-counts';
export const CLICK_ROWS_JOB = 'click-rows';
export const EVENT_ROWS_JOB = 'event-rows';
export const CLICK_FLUSHES_PURGE_JOB = 'click-count-flushes-purge';
export const CLICK_INBOXES_JOB = 'click-inboxes';

const asked = new WeakMap<object, Map<string, number>>();

/** Asks for a flush at the next multiple of `everySeconds` (its job id names that second). */
async function askForFlush(deps: Pick<Deps, 'queues'>, name: string, everySeconds: number): Promise<void> {
  const now = Date.now();
  const second = (Math.floor(now / 1000 / everySeconds) + 1) * everySeconds;
  let mine = asked.get(deps.queues);
  if (!mine) asked.set(deps.queues, (mine = new Map()));
  // Already asked for by this process: the job exists, another add would be a no-op round trip.
  if (mine.get(name) === second) return;
  await deps.queues.get(QUEUE_NAMES.flushes).add(
    name,
    {},
    {
      jobId: `${name}-${second}`,
      delay: Math.max(0, second * 1000 - now),
      removeOnComplete: { count: 100 },
      removeOnFail: { count: 100 },
    },
  );
  mine.set(name, second);
}

type FlushDeps = Pick<Deps, 'queues' | 'config'>;

/**
 * Asks for the flushes: click counts at the start of the next second, so a click staged now is
 * in click_count about a second later (docs/architecture.md, Clicks); rows at the next multiple of
 * INGEST_FLUSH_SECONDS, so ClickHouse gets a few large inserts rather than one every second
 * (a part per table and view each, merged again later: docs/benchmarks.md, "Redirect, seventh
 * session"). A job id names its second, so however many batches are staged meanwhile (in any
 * number of workers) it is one flush of each kind. The scheduler's minute ticks catch anything
 * missed.
 */
export async function scheduleClickFlushes(deps: FlushDeps, counts: boolean): Promise<void> {
  await Promise.all([
    askForFlush(deps, CLICK_ROWS_JOB, deps.config.ingestFlushSeconds),
    counts ? askForFlush(deps, CLICK_COUNTS_JOB, 1) : undefined,
  ]);
}

/** The same for staged events. */
export const scheduleEventFlush = (deps: FlushDeps): Promise<void> =>
  askForFlush(deps, EVENT_ROWS_JOB, deps.config.ingestFlushSeconds);

/**
 * After a rows flush that left rows staged: one that ran out of its time was draining a backlog
 * (it only takes again behind a full chunk), so the next comes the next second and the backlog
 * is drained without pauses; otherwise (another flush held the lock, or rows arrived during its
 * insert) the next comes at the usual cadence. The size of a flush is no sign of a backlog: at
 * a few thousand clicks a second one slot's rows alone make a full chunk.
 */
export const askForRowsAgain = (deps: FlushDeps, name: string, ranOutOfTime: boolean): Promise<void> =>
  askForFlush(deps, name, ranOutOfTime ? 1 : deps.config.ingestFlushSeconds);
