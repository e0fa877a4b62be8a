import { sql } from '../query-file';
import type { Executor } from './types';

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
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
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

const q = { detail: sql('orders/detail') };

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
}
