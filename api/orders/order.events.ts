import type { DB, Tx } from '../../sql/db';
import type { EventType } from '../outbox/event-types';
import { recordEvents } from '../outbox/record-events';
import { toOrderDetail, type OrderDetail } from './order.view';

/**
 * Records one event per conversion in the change's transaction, each with the conversion as
 * GET /v1/orders/{id} shows it after the change (and `extra` beside it in `data`): two
 * statements however many conversions. Answers the objects it recorded.
 */
export async function recordOrderEvents(
  tx: Tx | DB,
  businessId: number,
  ids: number[],
  type: EventType,
  extra?: Record<string, unknown>,
): Promise<OrderDetail[]> {
  if (!ids.length) return [];
  const objects = (await tx.orders.details(businessId, ids)).map(toOrderDetail);
  await recordEvents(
    tx,
    businessId,
    objects.map((object) => ({ type, object, extra })),
  );
  return objects;
}
