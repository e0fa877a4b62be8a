import type { Deps } from '../../deps';
import { moneyNumber } from '../../domain/money';
import { NotFoundError, ValidationError } from '../../errors';
import { paged } from '../../http/envelope';
import { containsPattern } from '../../../sql/like';
import type { OrderFilter, OrderSortKey, OrderStatus } from '../../../sql/repos/orders.repo';
import { toOrder, toOrderDetail, type Order, type OrderDetail } from '../../orders/order.view';

export interface OrderFilterQuery {
  search?: string;
  status?: OrderStatus;
  affiliate_id?: number;
  from?: string;
  to?: string;
  flagged?: boolean;
}

export interface OrderListQuery extends OrderFilterQuery {
  sort: OrderSortKey;
  direction: 'asc' | 'desc';
  page: number;
  per_page: number;
}

/**
 * The query's filters for the repository: affiliate_id must be the caller's (422 otherwise);
 * a search matches the order id or an affiliate's name, whose ids are looked up first.
 */
export async function resolveFilter(
  deps: Pick<Deps, 'db'>,
  businessId: number,
  q: OrderFilterQuery,
): Promise<OrderFilter> {
  if (
    q.affiliate_id !== undefined &&
    !(await deps.db.affiliates.exists(businessId, q.affiliate_id, { withDeleted: true }))
  )
    throw ValidationError.field('affiliate_id', 'affiliate_id must be an affiliate of this business');
  const pattern = q.search ? containsPattern(q.search) : null;
  return {
    businessId,
    status: q.status ?? null,
    affiliateId: q.affiliate_id ?? null,
    from: q.from ?? null,
    to: q.to ?? null,
    flagged: q.flagged ?? null,
    pattern,
    affiliateIds: pattern ? await deps.db.affiliates.idsNamed(businessId, pattern) : [],
  };
}

export async function listOrders(deps: Deps, businessId: number, q: OrderListQuery) {
  const filter = await resolveFilter(deps, businessId, q);
  const offset = (q.page - 1) * q.per_page;
  const page = () =>
    deps.db.orders.list(filter, { key: q.sort, direction: q.direction }, { limit: q.per_page, offset });
  let rows: Awaited<ReturnType<typeof page>>;
  let total: number;
  if (filter.pattern) {
    // A search usually finds a handful of orders: a page that is not full gives the total
    // itself, which saves a second trigram index scan.
    rows = await page();
    total =
      rows.length && rows.length < q.per_page ? offset + rows.length : await deps.db.orders.count(filter);
  } else {
    [rows, total] = await Promise.all([page(), deps.db.orders.count(filter)]);
  }
  return paged<Order>(rows.map(toOrder), q.page, q.per_page, total);
}

export async function orderDetail(deps: Deps, businessId: number, id: number): Promise<OrderDetail> {
  const row = await deps.db.orders.detail(businessId, { id });
  if (!row) throw new NotFoundError('Order not found');
  return toOrderDetail(row);
}

/**
 * Totals over converted_at in [from, to]. Orders and revenue count every status;
 * total_commission is what is or may become owed (pending + approved), since voided
 * commissions are not owed (voiding keeps the amount but stops it being owed). Sums are exact numerics, rounded once.
 */
export async function orderStats(deps: Deps, businessId: number, q: { from?: string; to?: string }) {
  const s = await deps.db.orders.stats({ businessId, from: q.from ?? null, to: q.to ?? null });
  return {
    total_orders: s.total_orders,
    total_revenue: moneyNumber(s.total_revenue),
    total_commission: moneyNumber(s.total_commission),
    pending_commission: moneyNumber(s.pending_commission),
    approved_commission: moneyNumber(s.approved_commission),
  };
}
