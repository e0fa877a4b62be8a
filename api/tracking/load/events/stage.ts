import type { AttributableAffiliate } from '../../../../sql/repos/attribution.repo';
import type { Deps } from '../../../deps';
import type { EventsJob } from '../../../queues/events';
import type { EventRow } from '../../store/event-row';
import type { StoredClick } from '../../store/find-clicks';

export type EventLoaderDeps = Pick<Deps, 'db' | 'ch' | 'redis' | 'config' | 'clock'>;

/** What the events loader's stages read and fill in, one `events` job at a time. */
export interface EventLoad {
  job: EventsJob;
  /** The job's last attempt: a click still missing is taken as unknown rather than waited for. */
  lastAttempt: boolean;
  /** The stored clicks the events name by click_id. */
  clicks: Map<number, StoredClick>;
  /** The business's affiliates the events name by referral code (lower-cased). */
  codes: Map<string, AttributableAffiliate>;
  rows: EventRow[];
}

/** A job, before any stage ran. */
export const eventLoadOf = (job: EventsJob, lastAttempt: boolean): EventLoad => ({
  job,
  lastAttempt,
  clicks: new Map(),
  codes: new Map(),
  rows: [],
});

/** One stage of the events loader (../load-events.ts lists them in order). */
export interface EventStage {
  name: string;
  run(deps: EventLoaderDeps, load: EventLoad): Promise<void> | void;
}
