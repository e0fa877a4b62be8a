import type { OrderListRow, OrderRow } from '../../sql/repos/orders.repo';
import { money } from '../domain/money';
import { riskOf } from '../fraud/fraud-rules';

/** The API's Order (conversion) object, as lists show it. */
export function toOrder(r: OrderListRow) {
  return {
    id: r.id,
    order_id: r.order_id,
    affiliate:
      r.affiliate_id === null
        ? null
        : {
            id: r.affiliate_id,
            name: r.affiliate_name ?? '',
            referral_code: r.affiliate_referral_code ?? '',
          },
    customer:
      r.customer_name === null && r.customer_email === null
        ? null
        : { name: r.customer_name, email: r.customer_email },
    subtotal: r.subtotal,
    discount_applied: r.discount_applied,
    tax: r.tax,
    order_total: r.order_total,
    commission_rate: r.commission_rate,
    commission_amount: r.commission_amount,
    refunded_amount: r.refunded_amount,
    net_commission_amount: r.net_commission_amount,
    currency: r.currency,
    exchange_rate: r.exchange_rate,
    commission_currency: r.commission_currency,
    status: r.status,
    converted_at: r.converted_at,
    created_at: r.created_at,
    risk: riskOf(r.risk_reasons),
  };
}

/**
 * The detail view: the Order object plus line items, IP, the attributed click, how the order
 * was credited and its subscription, and updated_at.
 */
export function toOrderDetail(r: OrderRow) {
  const base = toOrder(r);
  return {
    ...base,
    affiliate: base.affiliate && { ...base.affiliate, commission_rate: r.affiliate_commission_rate },
    line_items: Array.isArray(r.line_items)
      ? r.line_items.map((li) => ({
          name: li.name ?? '',
          quantity: li.quantity ?? 1,
          price: money(String(li.price ?? 0)),
        }))
      : null,
    ip_address: r.ip_address,
    click:
      r.click_id === null
        ? null
        : {
            id: r.click_id,
            referral_link_id: r.referral_link_id,
            landing_page: r.click_landing_page,
            referrer: r.click_referrer,
            created_at: r.click_created_at,
          },
    attribution: r.attribution,
    subscription_id: r.subscription_id,
    updated_at: r.updated_at,
  };
}

export type Order = ReturnType<typeof toOrder>;
export type OrderDetail = ReturnType<typeof toOrderDetail>;
