import type { Deps } from '../../api/deps';
import { clickRowsPending, flushClickRows } from '../../api/tracking/load/load-clicks';
import { flushClickCounts } from '../../api/tracking/load/click-counts';
import { eventsPending, flushEvents } from '../../api/tracking/load/load-events';
import { BUDGET_MS } from '../../api/tracking/load/flush';
import { shipOrphanInboxes } from '../../api/tracking/edge/inbox';
import { QUEUE_NAMES } from '../../api/queues';
import {
  askForRowsAgain,
  CLICK_FLUSHES_PURGE_JOB,
  CLICK_INBOXES_JOB,
  CLICK_ROWS_JOB,
  EVENT_ROWS_JOB,
} from '../../api/queues/flushes';
import type { ProcessorSpec } from '../processor';

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
export const flushesProcessor: ProcessorSpec<typeof QUEUE_NAMES.flushes> = {
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
