import type { DB, Tx } from '../../../sql/db';
import type { EventType } from '../webhooks/event-types';
import { eventsOf, recordEvents } from '../webhooks/record-events';
import { toOrderDetail } from './order.view';

/**
 * Records one event per conversion in the change's transaction, each with the conversion as
 * GET /v1/orders/{id} shows it after the change: two statements however many conversions.
 */
export async function recordOrderEvents(
  tx: Tx | DB,
  businessId: number,
  ids: number[],
  type: EventType,
): Promise<void> {
  if (!ids.length) return;
  const rows = await tx.orders.details(businessId, ids);
  await recordEvents(tx, businessId, eventsOf(type, rows.map(toOrderDetail)));
}
