import type { Deps } from '../../deps';
import type { EventsJob } from '../../queues/events';
import { resolveEventClicks } from './events/clicks';
import { resolveEventCodes } from './events/codes';
import { eventRows } from './events/rows';
import { eventLoadOf, type EventLoaderDeps, type EventStage } from './events/stage';
import { EVENTS, stageEvents } from './events/stage-rows';
import { flushStaged, rowsPending } from './flush';

/**
 * The events loader, stage by stage: the clicks the events name (a click made moments ago and
 * not stored yet makes the job retry unless `lastAttempt`), the referral codes they name, the
 * enriched rows, and the rows staged once per batch id; flushEvents moves what is staged into
 * ClickHouse.
 */
export const EVENT_STAGES: readonly EventStage[] = [
  resolveEventClicks,
  resolveEventCodes,
  eventRows,
  stageEvents,
];

/** Loads one `events` job; the number of events it carried. */
export async function loadEvents(
  deps: EventLoaderDeps,
  job: EventsJob,
  lastAttempt = false,
): Promise<number> {
  const load = eventLoadOf(job, lastAttempt);
  for (const stage of EVENT_STAGES) await stage.run(deps, load);
  return load.rows.length;
}

/** Moves staged events into ClickHouse; null when another flush holds the lock. */
export const flushEvents = (deps: Pick<Deps, 'redis' | 'config' | 'ch'>): Promise<number | null> =>
  flushStaged(deps, EVENTS);

/** Whether events are staged and not yet flushed. */
export const eventsPending = (deps: Pick<Deps, 'redis' | 'config'>): Promise<boolean> =>
  rowsPending(deps, EVENTS);
