import type { NewBillingEvent } from '../../../sql/repos/integrations.repo';
import type { Deps } from '../../deps';
import { enqueueBillingEvents } from '../../queues/billing-events';

type IntakeDeps = Pick<Deps, 'db' | 'queues'>;

interface Pending {
  event: NewBillingEvent;
  resolve: (id: number | null) => void;
  reject: (err: unknown) => void;
}

/** Events stored by one statement at most; a provider's burst is cut into groups this size. */
const MAX_GROUP = 200;
/** Groups being written at once; what arrives meanwhile waits and goes in the next group. */
const MAX_WRITING = 2;

/**
 * The hook's writes (README, "Billing integrations"): an event alone is stored and queued at
 * once; events that arrive while earlier ones are being written wait and go together, one
 * INSERT (one commit) and one queue call for the group. A burst of deliveries (a provider
 * retrying a backlog) then costs PostgreSQL a commit per group instead of one per event, and
 * each event is still answered only once it is stored and queued. A group that fails is
 * written again event by event, so one event PostgreSQL refuses fails its own delivery only.
 */
export class EventIntake {
  private readonly waiting: Pending[] = [];
  private writing = 0;

  constructor(private readonly deps: IntakeDeps) {}

  /** The event's stored id, or null when it was stored before (a replay). */
  store(event: NewBillingEvent): Promise<number | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ event, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    while (this.writing < MAX_WRITING && this.waiting.length) {
      const group = this.waiting.splice(0, MAX_GROUP);
      this.writing += 1;
      void this.write(group).finally(() => {
        this.writing -= 1;
        this.next();
      });
    }
  }

  private async write(group: Pending[]): Promise<void> {
    let ids: (number | null)[];
    try {
      ids = await this.deps.db.integrations.storeEvents(group.map((p) => p.event));
    } catch (err) {
      if (group.length === 1) return group[0].reject(err);
      await Promise.all(group.map((p) => this.write([p])));
      return;
    }
    try {
      await enqueueBillingEvents(
        this.deps,
        ids.filter((id): id is number => id !== null),
      );
    } catch (err) {
      // Stored but not queued: each delivery fails, and the provider's retry finds its event
      // unfinished and queues it then (receiveHook).
      for (const p of group) p.reject(err);
      return;
    }
    group.forEach((p, i) => p.resolve(ids[i]));
  }
}

const intakes = new WeakMap<object, EventIntake>();

/** The process's intake for these stores (one per pool, so tests' separate stores stay apart). */
export function eventIntake(deps: IntakeDeps): EventIntake {
  let intake = intakes.get(deps.db);
  if (!intake) {
    intake = new EventIntake(deps);
    intakes.set(deps.db, intake);
  }
  return intake;
}
