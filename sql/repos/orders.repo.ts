import { jsonbText } from '../../api/domain/unicode';
import { compose, constantSql, sql, type SqlTemplate } from '../query-file';
import type { ConversionAmounts, Executor } from './types';

export type OrderStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';

/** A conversions row joined with its affiliate, as the Order views read it. */
export interface OrderRow extends ConversionAmounts {
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
  status: OrderStatus;
  line_items: { product_id?: string; name?: string; quantity?: number; price?: string | number }[] | null;
  ip_address: string | null;
  converted_at: string;
  created_at: string;
  updated_at: string;
  version: number;
  attribution: string;
  subscription_id: string | null;
  /** The fraud rules it tripped when recorded ([] when none). */
  risk_reasons: string[];
  affiliate_name: string | null;
  affiliate_referral_code: string | null;
  affiliate_commission_rate: string | null;
  refunded_amount: string;
  net_commission_amount: string;
  /** Units of `currency` per unit of commission_currency; null when they are the same. */
  exchange_rate: string | null;
  commission_currency: string;
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
  | 'refunded_amount'
  | 'net_commission_amount'
  | 'exchange_rate'
  | 'commission_currency'
  | 'currency'
  | 'status'
  | 'converted_at'
  | 'created_at'
  | 'affiliate_name'
  | 'affiliate_referral_code'
  | 'risk_reasons'
  | 'attribution'
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
  /** For the extended export's Attribution and Subscription ID columns. */
  attribution: string;
  subscription_id: string | null;
  refunded_amount: string;
  net_commission_amount: string;
  exchange_rate: string | null;
  commission_currency: string;
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
  /** true: only orders a fraud rule flagged; false: only the others. */
  flagged?: boolean | null;
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
  detail: compose(sql('orders/detail-view'), { rows: sql('orders/detail-rows') }),
  countKept: sql('orders/count-kept'),
  statusOf: sql('orders/status-of'),
  transition: sql('orders/transition'),
  autoApproveBusinesses: sql('orders/auto-approve-businesses'),
  claimAutoApprovable: sql('orders/claim-auto-approvable'),
};

/**
 * The shared WHERE clause (orders/filter.sql) with each search clause, or none, composed into
 * its host queries once at load: every statement is then formatted once, with the filter's
 * values, so a search text is only ever a value (never text that is formatted again).
 */
const filterWith = (search: SqlTemplate) => compose(sql('orders/filter'), { search });
const where = {
  none: filterWith(constantSql('TRUE')),
  any: filterWith(sql('orders/search-any')),
  byName: filterWith(sql('orders/search-by-name')),
  byOrderId: filterWith(sql('orders/search-by-order-id')),
};
/** A host query for filters without a search, and with one. */
const hosted = (file: string) => ({
  plain: compose(sql(file), { where: where.none }),
  search: compose(sql(file), { where: where.any }),
});
const filtered = {
  list: hosted('orders/list'),
  count: compose(sql('orders/count'), { where: where.none }),
  countSearch: compose(sql('orders/count-search'), { byName: where.byName, byOrderId: where.byOrderId }),
  stats: hosted('orders/stats'),
  export: hosted('orders/export'),
};

/** The values of orders/filter.sql and its search clauses. */
function filterValues(f: OrderFilter) {
  return {
    businessId: f.businessId,
    status: f.status ?? null,
    affiliateId: f.affiliateId ?? null,
    from: f.from ?? null,
    to: f.to ?? null,
    pattern: f.pattern ?? null,
    affiliateIds: f.affiliateIds ?? [],
    flagged: f.flagged ?? null,
  };
}

const variant = <T>(host: { plain: T; search: T }, f: OrderFilter): T =>
  f.pattern ? host.search : host.plain;

export class OrdersRepo {
  constructor(private readonly db: Executor) {}

  /** The business's conversions of these ids, as detail() shows each. */
  details(businessId: number, ids: number[]): Promise<OrderRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.any(q.detail, { businessId, ids, orderId: null });
  }

  /** The business's conversion by internal id or by external order id; null when absent. */
  detail(businessId: number, key: { id: number } | { orderId: string }): Promise<OrderRow | null> {
    return this.db.oneOrNone(q.detail, {
      businessId,
      ids: 'id' in key ? [key.id] : null,
      orderId: 'orderId' in key ? key.orderId : null,
    });
  }

  list(
    f: OrderFilter,
    sort: { key: OrderSortKey; direction: 'asc' | 'desc' },
    page: { limit: number; offset: number },
  ): Promise<OrderListRow[]> {
    return this.db.any(variant(filtered.list, f), {
      ...filterValues(f),
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
    else if (f.pattern) row = await this.db.one(filtered.countSearch, filterValues(f));
    else row = await this.db.one(filtered.count, filterValues(f));
    return row.total;
  }

  stats(f: OrderFilter): Promise<OrderStats> {
    return this.db.one(variant(filtered.stats, f), filterValues(f));
  }

  /** The export query and its values, for a cursor (sql/stream.ts), which formats them once. */
  exportQuery(f: OrderFilter): { query: SqlTemplate; values: Record<string, unknown> } {
    return { query: variant(filtered.export, f), values: filterValues(f) };
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
