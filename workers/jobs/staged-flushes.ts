import type { Deps } from '../../api/deps';
import { shipOrphanInboxes } from '../../api/features/clicks/click-inbox';
import { clickRowsPending, flushClickCounts, flushClickRows } from '../../api/features/clicks/click-staging';
import { eventsPending, flushEvents } from '../../api/features/events/load-events';
import { BUDGET_MS } from '../../api/features/ingest/row-staging';
import type { ProcessorSpec } from '../processor';
import { QUEUE_NAMES } from '../../api/queues';

/** Job names of the staged-rows and click-count flushes (api/features/ingest/row-staging.ts). */
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
 * in click_count about a second later (decisions 11.3: 2 s); rows at the next multiple of
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

/** One rows flush (clicks or events), and the next one asked for when rows are left. */
async function flushRows(
  deps: Deps,
  name: string,
  flush: (deps: Deps) => Promise<number | null>,
  pending: (deps: Deps) => Promise<boolean>,
): Promise<{ rows: number | null }> {
  const started = Date.now();
  const rows = await flush(deps);
  if (rows === null || (await pending(deps)))
    await askForRowsAgain(deps, name, Date.now() - started >= BUDGET_MS);
  return { rows };
}

/**
 * The `flushes` queue: staged click rows and events into ClickHouse, staged click counts into
 * click_count, the purge of old count-flush records, and the inboxes of web processes that
 * died into the `clicks` queue. A queue of its own, because a delayed
 * job joins the tail of its queue: behind a backlog of batches a flush would wait until they
 * are all staged, instead of loading alongside. Each flush kind is exclusive (a Redis lock or
 * an idempotent flush id), so the concurrency lets the kinds run side by side.
 */
export const flushesProcessor: ProcessorSpec = {
  queue: QUEUE_NAMES.flushes,
  concurrency: 3,
  build: (deps) => async (job) => {
    switch (job.name) {
      case CLICK_FLUSHES_PURGE_JOB:
        return { purged: await deps.db.clicks.purgeFlushes() };
      case CLICK_INBOXES_JOB:
        return { shipped: await shipOrphanInboxes(deps) };
      case CLICK_ROWS_JOB:
        return flushRows(deps, job.name, flushClickRows, clickRowsPending);
      case EVENT_ROWS_JOB:
        return flushRows(deps, job.name, flushEvents, eventsPending);
      default:
        return { clicks: await flushClickCounts(deps) };
    }
  },
};
