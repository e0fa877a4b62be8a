import type { Deps } from '../../deps';
import { InvalidStatusError, NotFoundError } from '../../errors';
import type { ChangedOrder } from '../../../sql/repos/orders.repo';
import { ACTORS, TARGET_STATUS, transition, type OrderAction } from '../../orders/order-transitions';

/** The API's approve/reject response data. */
export interface ReviewedOrder {
  id: number;
  order_id: string;
  status: string;
  commission_amount: string;
  updated_at: string;
}

const reviewed = (r: ChangedOrder): ReviewedOrder => ({
  id: r.id,
  order_id: r.order_id,
  status: r.status,
  commission_amount: r.commission_amount,
  updated_at: r.updated_at,
});

/**
 * One order's change. When nothing changed the row is read again only to say why: absent
 * (or another business's) is 404, otherwise 409 naming the status it is in.
 */
async function changeOne(
  deps: Deps,
  businessId: number,
  key: { id: number } | { orderId: string },
  action: OrderAction,
  actor: string,
  note: string | null | undefined,
): Promise<ReviewedOrder> {
  let id: number;
  if ('id' in key) id = key.id;
  else {
    const found = await deps.db.orders.statusOf(businessId, key);
    if (!found) throw new NotFoundError('Order not found');
    id = found.id;
  }
  const [row] = await transition(deps, { businessId, ids: [id], action, actor, note });
  if (row) return reviewed(row);
  const current = await deps.db.orders.statusOf(businessId, { id });
  if (!current) throw new NotFoundError('Order not found');
  throw new InvalidStatusError(
    `Order ${current.order_id} cannot be ${TARGET_STATUS[action]}: its current status is ${current.status}`,
  );
}

export const approveOrder = (deps: Deps, businessId: number, id: number, notes?: string | null) =>
  changeOne(deps, businessId, { id }, 'approve', ACTORS.api, notes);

export const rejectOrder = (deps: Deps, businessId: number, id: number, reason?: string | null) =>
  changeOne(deps, businessId, { id }, 'reject', ACTORS.api, reason);

/** The e-commerce integration's cancel, keyed by the external order id. */
export const cancelConversion = (deps: Deps, businessId: number, orderId: string, reason?: string | null) =>
  changeOne(deps, businessId, { orderId }, 'cancel', ACTORS.integration, reason);

export interface BulkResult {
  changed: number;
  requested: number;
  skipped: number;
}

/** Non-pending, unknown and other businesses' ids change nothing and count as skipped. */
export async function bulkChange(
  deps: Deps,
  businessId: number,
  ids: number[],
  action: 'approve' | 'reject',
  note?: string | null,
): Promise<BulkResult> {
  const changed = await transition(deps, { businessId, ids, action, actor: ACTORS.api, bulk: true, note });
  return { changed: changed.length, requested: ids.length, skipped: ids.length - changed.length };
}
