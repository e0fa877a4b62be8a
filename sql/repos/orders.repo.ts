import { as } from 'pg-promise';
import { jsonbText } from '../../api/domain/unicode';
import { sql } from '../query-file';
import type { Executor } from './types';

export type OrderStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';

/** A conversions row joined with its affiliate, as the Order views read it. */
export interface OrderRow {
  id: number;
  order_id: string;
  affiliate_id: number | null;
  referral_link_id: number | null;
  click_id: number | null;
  click_landing_page: string | null;
  click_referrer: string | null;
  click_created_at: string | null;
  customer_name: string | null;
  customer_email: string | null;
  subtotal: string;
  discount_applied: string;
  tax: string;
  order_total: string;
  commission_rate: string;
  commission_amount: string;
  currency: string;
  status: OrderStatus;
  line_items: { product_id?: string; name?: string; quantity?: number; price?: string | number }[] | null;
  ip_address: string | null;
  converted_at: string;
  created_at: string;
  updated_at: string;
  version: number;
  affiliate_name: string | null;
  affiliate_referral_code: string | null;
  affiliate_commission_rate: string | null;
}

/** What a list row carries: the Order object without the detail fields. */
export type OrderListRow = Pick<
  OrderRow,
  | 'id'
  | 'order_id'
  | 'affiliate_id'
  | 'customer_name'
  | 'customer_email'
  | 'subtotal'
  | 'discount_applied'
  | 'tax'
  | 'order_total'
  | 'commission_rate'
  | 'commission_amount'
  | 'currency'
  | 'status'
  | 'converted_at'
  | 'created_at'
  | 'affiliate_name'
  | 'affiliate_referral_code'
>;

export interface OrderExportRow {
  id: number;
  order_id: string;
  affiliate_name: string | null;
  affiliate_referral_code: string | null;
  customer_name: string | null;
  customer_email: string | null;
  subtotal: string;
  discount_applied: string;
  order_total: string;
  commission_rate: string;
  commission_amount: string;
  currency: string;
  status: OrderStatus;
  converted_at: string;
}

/**
 * Filters of the list, count, stats and export. `pattern` is an ILIKE pattern (already
 * escaped) and `affiliateIds` the affiliates whose name it matched; both null/[] without a
 * search. Dates are YYYY-MM-DD, inclusive, UTC.
 */
export interface OrderFilter {
  businessId: number;
  status?: OrderStatus | null;
  affiliateId?: number | null;
  from?: string | null;
  to?: string | null;
  pattern?: string | null;
  affiliateIds?: number[];
}

export type OrderSortKey = 'converted_at' | 'order_id' | 'order_total' | 'commission_amount' | 'status';

/**
 * ORDER BY per sort key. Ties break on id in the same direction so pages never overlap;
 * order ids are unique within a business and need no tie-break. Each has an index
 * (002 and 008) that serves the first page without sorting the business's rows.
 */
const ORDER_BY: Record<OrderSortKey, (dir: 'ASC' | 'DESC') => string> = {
  converted_at: (d) => `c.converted_at ${d}, c.id ${d}`,
  order_id: (d) => `c.order_id ${d}`,
  order_total: (d) => `c.order_total ${d}, c.id ${d}`,
  commission_amount: (d) => `c.commission_amount ${d}, c.id ${d}`,
  status: (d) => `c.status ${d}, c.id ${d}`,
};

export interface OrderStats {
  total_orders: number;
  total_revenue: string;
  total_commission: string;
  pending_commission: string;
  approved_commission: string;
}

/** A conversion as a status change leaves it. */
export interface ChangedOrder {
  id: number;
  order_id: string;
  status: OrderStatus;
  commission_amount: string;
  updated_at: string;
  version: number;
}

export interface TransitionInput {
  businessId: number;
  ids: number[];
  to: OrderStatus;
  action: string;
  actor: string;
  bulk: boolean;
  /** Merged into the audit entry's data (notes, reason). */
  extra: Record<string, unknown>;
}

export interface AutoApproveSettings {
  business_id: number;
  delay_days: number;
  min_amount: string | null;
  max_amount: string | null;
}

const q = {
  detail: sql('orders/detail'),
  filter: sql('orders/filter'),
  list: sql('orders/list'),
  count: sql('orders/count'),
  countSearch: sql('orders/count-search'),
  countKept: sql('orders/count-kept'),
  searchAny: sql('orders/search-any'),
  searchByName: sql('orders/search-by-name'),
  searchByOrderId: sql('orders/search-by-order-id'),
  stats: sql('orders/stats'),
  export: sql('orders/export'),
  affiliatesNamed: sql('orders/affiliates-named'),
  affiliateExists: sql('orders/affiliate-exists'),
  statusOf: sql('orders/status-of'),
  transition: sql('orders/transition'),
  autoApproveBusinesses: sql('orders/auto-approve-businesses'),
  claimAutoApprovable: sql('orders/claim-auto-approvable'),
};

type SearchPart = 'any' | 'byName' | 'byOrderId';

/** The shared WHERE clause, formatted for inlining as ${where:raw}; `part` picks the search clause. */
function where(f: OrderFilter, part: SearchPart = 'any'): string {
  const search = f.pattern
    ? as.format({ any: q.searchAny, byName: q.searchByName, byOrderId: q.searchByOrderId }[part], {
        pattern: f.pattern,
        affiliateIds: f.affiliateIds ?? [],
      })
    : 'true';
  return as.format(q.filter, {
    businessId: f.businessId,
    status: f.status ?? null,
    affiliateId: f.affiliateId ?? null,
    from: f.from ?? null,
    to: f.to ?? null,
    search,
  });
}

export class OrdersRepo {
  constructor(private readonly db: Executor) {}

  /** The business's conversion by internal id or by external order id; null when absent. */
  detail(businessId: number, key: { id: number } | { orderId: string }): Promise<OrderRow | null> {
    return this.db.oneOrNone(q.detail, {
      businessId,
      id: 'id' in key ? key.id : null,
      orderId: 'orderId' in key ? key.orderId : null,
    });
  }

  list(
    f: OrderFilter,
    sort: { key: OrderSortKey; direction: 'asc' | 'desc' },
    page: { limit: number; offset: number },
  ): Promise<OrderListRow[]> {
    return this.db.any(q.list, {
      where: where(f),
      orderBy: ORDER_BY[sort.key](sort.direction === 'asc' ? 'ASC' : 'DESC'),
      ...page,
    });
  }

  /**
   * The list's total. Without filters, or with status only, it is read from the trigger-kept
   * counters; a search counts its two disjoint parts; anything else counts the rows.
   */
  async count(f: OrderFilter): Promise<number> {
    let row: { total: number };
    if (!f.pattern && f.affiliateId == null && !f.from && !f.to)
      row = await this.db.one(q.countKept, { businessId: f.businessId, status: f.status ?? null });
    else if (f.pattern)
      row = await this.db.one(q.countSearch, {
        byName: where(f, 'byName'),
        byOrderId: where(f, 'byOrderId'),
      });
    else row = await this.db.one(q.count, { where: where(f) });
    return row.total;
  }

  stats(f: OrderFilter): Promise<OrderStats> {
    return this.db.one(q.stats, { where: where(f) });
  }

  /** The export query as text, for a cursor (sql/stream.ts). */
  exportQuery(f: OrderFilter): string {
    return as.format(q.export, { where: where(f) });
  }

  async affiliatesNamed(businessId: number, pattern: string): Promise<number[]> {
    const rows = await this.db.any<{ id: number }>(q.affiliatesNamed, { businessId, pattern });
    return rows.map((r) => r.id);
  }

  async affiliateExists(businessId: number, affiliateId: number): Promise<boolean> {
    return (await this.db.one<{ found: boolean }>(q.affiliateExists, { businessId, affiliateId })).found;
  }

  statusOf(
    businessId: number,
    key: { id: number } | { orderId: string },
  ): Promise<{ id: number; order_id: string; status: OrderStatus } | null> {
    return this.db.oneOrNone(q.statusOf, {
      businessId,
      id: 'id' in key ? key.id : null,
      orderId: 'orderId' in key ? key.orderId : null,
    });
  }

  /** pending → `to` for those of `ids` still pending, with one audit entry each (one statement). */
  transition(t: TransitionInput): Promise<ChangedOrder[]> {
    if (!t.ids.length) return Promise.resolve([]);
    return this.db.any(q.transition, { ...t, extra: jsonbText(t.extra) });
  }

  autoApproveBusinesses(): Promise<AutoApproveSettings[]> {
    return this.db.any(q.autoApproveBusinesses);
  }

  /** Locks the next batch (call inside a transaction); `after` is the previous batch's last row. */
  claimAutoApprovable(c: {
    businessId: number;
    cutoff: string;
    minAmount: string | null;
    maxAmount: string | null;
    after: { converted_at: string; id: number } | null;
    limit: number;
  }): Promise<{ id: number; converted_at: string }[]> {
    return this.db.any(q.claimAutoApprovable, {
      businessId: c.businessId,
      cutoff: c.cutoff,
      minAmount: c.minAmount,
      maxAmount: c.maxAmount,
      afterAt: c.after?.converted_at ?? null,
      afterId: c.after?.id ?? null,
      limit: c.limit,
    });
  }
}
