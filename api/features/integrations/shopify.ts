import { createHmac, timingSafeEqual } from 'node:crypto';
import { BadRequestError } from '../../errors';
import { Dec, money } from '../../domain/money';
import {
  header,
  ignore,
  jsonObject,
  PayloadError,
  str,
  type BillingCommand,
  type ProviderAdapter,
  type ProviderObject,
} from './commands';
import { CLICK_KEY, VISITOR_KEY } from './commands';

/**
 * X-Shopify-Hmac-Sha256: the base64 HMAC-SHA256 of the raw body under the app's secret
 * (https://shopify.dev/docs/apps/build/webhooks/subscribe/https#step-5-verify-the-webhook).
 */
export function verifyShopifySignature(raw: Buffer, signature: string, secret: string): void {
  const expected = createHmac('sha256', secret).update(raw).digest();
  const given = Buffer.from(signature, 'base64');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new BadRequestError('The Shopify signature does not verify');
}

/** A decimal string amount as Shopify writes it ("10.00"). */
function decimal(v: unknown, field: string): string {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!/^\d{1,16}(\.\d+)?$/.test(s)) throw new PayloadError(`${field} is not an amount`);
  const d = new Dec(s);
  if (!d.equals(d.toDecimalPlaces(2))) throw new PayloadError(`${field} has more than 2 decimals`);
  return money(d);
}

/** Cart attributes reach the order as note_attributes: [{name, value}]. */
function attribute(order: ProviderObject, name: string): string | null {
  const list = Array.isArray(order.note_attributes) ? order.note_attributes : [];
  return str(list.find((a: ProviderObject) => a?.name === name)?.value);
}

function paidCommand(o: ProviderObject, eventId: string): BillingCommand {
  if (o.id === undefined || o.id === null) throw new PayloadError('the order has no id');
  const orderId = String(o.id);
  const currency = str(o.currency);
  if (!currency) throw new PayloadError('currency is missing');
  const click = attribute(o, CLICK_KEY);
  const name = [str(o.customer?.first_name), str(o.customer?.last_name)].filter(Boolean).join(' ');
  return {
    kind: 'conversion',
    paymentRefs: [],
    body: {
      order_id: orderId,
      order_total: decimal(o.total_price, 'total_price'),
      // subtotal_price is after discounts already.
      subtotal: decimal(o.subtotal_price ?? o.total_price, 'subtotal_price'),
      discount_applied: '0.00',
      tax: decimal(o.total_tax ?? '0', 'total_tax'),
      currency: currency.toUpperCase(),
      ...(click ? { click_id: click } : {}),
      visitor_id: attribute(o, VISITOR_KEY),
      coupon_code: Array.isArray(o.discount_codes) ? str(o.discount_codes[0]?.code) : null,
      customer: { name: name || null, email: str(o.email) ?? str(o.customer?.email) },
      converted_at: str(o.processed_at) ?? str(o.updated_at) ?? str(o.created_at),
      metadata: { billing_provider: 'shopify', billing_event_id: eventId, order_name: str(o.name) },
    },
  };
}

function refundCommand(r: ProviderObject): BillingCommand {
  if (r.id === undefined || r.order_id === undefined) throw new PayloadError('the refund names no order');
  const paid = (Array.isArray(r.transactions) ? r.transactions : []).filter(
    (t: ProviderObject) => t?.kind === 'refund' && t?.status === 'success',
  );
  const amount = paid.reduce(
    (n: Dec, t: ProviderObject) => n.plus(decimal(t.amount, 'transactions.amount')),
    new Dec(0),
  );
  if (amount.isZero()) return ignore('no successful refund transaction');
  const orderId = String(r.order_id);
  return {
    kind: 'refund',
    refs: [orderId],
    paymentRef: orderId,
    refunds: [{ refundId: String(r.id), amount: money(amount) }],
    observed: [],
    cumulative: null,
    reason: str(r.note),
  };
}

/** Shopify: orders/paid, refunds/create and orders/cancelled. */
export const shopifyAdapter: ProviderAdapter = {
  provider: 'shopify',
  verify(raw, headers, secret) {
    const signature = header(headers, 'x-shopify-hmac-sha256');
    if (!signature) throw new BadRequestError('The X-Shopify-Hmac-Sha256 header is missing');
    verifyShopifySignature(raw, signature, secret);
    const payload = jsonObject(raw, (m) => new BadRequestError(m));
    const eventId =
      str(header(headers, 'x-shopify-event-id')) ?? str(header(headers, 'x-shopify-webhook-id'));
    const type = str(header(headers, 'x-shopify-topic'));
    if (!eventId || !type)
      throw new BadRequestError('The X-Shopify-Event-Id or X-Shopify-Topic header is missing');
    return { eventId, type, payload };
  },
  command(type, payload, eventId) {
    switch (type) {
      case 'orders/paid':
        return paidCommand(payload, eventId);
      case 'refunds/create':
        return refundCommand(payload);
      case 'orders/cancelled':
        if (payload.id === undefined || payload.id === null) throw new PayloadError('the order has no id');
        return { kind: 'cancel', orderId: String(payload.id), reason: str(payload.cancel_reason) };
      default:
        return ignore(`${type} is not recorded`);
    }
  },
};
