import type { Deps } from '../deps';
import { NotFoundError } from '../errors';
import { toOrderDetail, type OrderDetail } from './order.view';

/** One conversion by the merchant's order id, as GET /v1/conversions/{order_id} shows it. */
export async function conversionDetail(
  deps: Pick<Deps, 'db'>,
  businessId: number,
  orderId: string,
): Promise<OrderDetail> {
  const row = await deps.db.orders.detail(businessId, { orderId });
  if (!row) throw new NotFoundError('Conversion not found');
  return toOrderDetail(row);
}
