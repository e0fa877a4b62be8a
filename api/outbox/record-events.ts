import type { DB, Tx } from '../../sql/db';
import type { EventType } from './event-types';

/** One event of a change: `object` is the resource as its GET shows it; `extra` joins it in `data`. */
export interface ChangeEvent {
  type: EventType;
  object: unknown;
  extra?: Record<string, unknown>;
}

/**
 * The outbox: records the events of a change inside the change's own transaction, so a change
 * that rolls back emits nothing and one that commits loses nothing (the relay picks the rows
 * up after commit). One statement however many events, so a bulk change stays a few statements.
 */
export async function recordEvents(t: Tx | DB, businessId: number, events: ChangeEvent[]): Promise<void> {
  await t.webhooks.insertEvents(
    businessId,
    events.map((e) => ({ type: e.type, data: { object: e.object, ...e.extra } })),
  );
}
