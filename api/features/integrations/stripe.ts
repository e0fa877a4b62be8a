import Stripe from 'stripe';
import { BadRequestError } from '../../errors';
import { Dec, money } from '../../domain/money';
import {
  attributionFrom,
  fromUnix,
  header,
  idOf,
  ignore,
  jsonObject,
  PayloadError,
  str,
  type BillingCommand,
  type ProviderAdapter,
  type ProviderObject,
  type RefundItem,
} from './commands';
import { fromMinor } from './minor-units';

/** Stripe's signature tolerance, its library's default: a delivery signed longer ago is refused. */
const TOLERANCE_S = 300;

/** What the SDK issues as a visitor id (a UUID, or 32 hex digits where randomUUID is missing). */
const VISITOR_ID = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})$/i;

const currencyOf = (o: ProviderObject): string => {
  const c = str(o.currency);
  if (!c || !/^[A-Za-z]{3}$/.test(c)) throw new PayloadError('currency is missing');
  return c.toUpperCase();
};

/**
 * A coupon code for attribution: a promotion code's code, else the coupon's name, else its id
 * (merchants name them after the affiliate's coupon). Ids are all an unexpanded event holds.
 */
function couponOf(discounts: unknown, legacy?: ProviderObject | null): string | null {
  const list = Array.isArray(discounts) ? discounts : [];
  for (const d of [...list, ...(legacy ? [legacy] : [])]) {
    if (!d || typeof d !== 'object') continue;
    const o = d as ProviderObject;
    const promo = o.promotion_code;
    if (promo && typeof promo === 'object' && str(promo.code)) return str(promo.code);
    const coupon = o.coupon ?? o.source?.coupon;
    if (coupon && typeof coupon === 'object') return str(coupon.name) ?? str(coupon.id);
    if (typeof coupon === 'string') return coupon;
  }
  return null;
}

const sumAmounts = (list: unknown): number =>
  Array.isArray(list)
    ? list.reduce((n: number, x: ProviderObject) => n + (Number.isSafeInteger(x?.amount) ? x.amount : 0), 0)
    : 0;

const metadata = (eventId: string, extra: ProviderObject) => ({
  billing_provider: 'stripe',
  billing_event_id: eventId,
  ...extra,
});

/** A paid one-time Checkout: a conversion whose order id is the payment intent. */
function checkoutCommand(s: ProviderObject, eventId: string, created: unknown): BillingCommand {
  if (s.mode !== 'payment') return ignore(`a ${String(s.mode)}-mode session (its invoices are recorded)`);
  if (s.payment_status !== 'paid') return ignore(`payment_status is ${String(s.payment_status)}`);
  const pi = idOf(s.payment_intent);
  if (!pi) throw new PayloadError('payment_intent is missing');
  const currency = currencyOf(s);
  const total = fromMinor(s.amount_total, currency, 'amount_total');
  const clientRef = str(s.client_reference_id);
  const hints = attributionFrom([s.metadata]);
  return {
    kind: 'conversion',
    paymentRefs: [pi],
    body: {
      order_id: pi,
      order_total: total,
      subtotal: fromMinor(s.amount_subtotal ?? s.amount_total, currency, 'amount_subtotal'),
      discount_applied: fromMinor(s.total_details?.amount_discount ?? 0, currency, 'amount_discount'),
      tax: fromMinor(s.total_details?.amount_tax ?? 0, currency, 'amount_tax'),
      currency,
      ...(hints.click_id ? { click_id: hints.click_id } : {}),
      visitor_id: hints.visitor_id ?? (clientRef && VISITOR_ID.test(clientRef) ? clientRef : null),
      coupon_code: couponOf(s.discounts),
      customer: { name: str(s.customer_details?.name), email: str(s.customer_details?.email) },
      converted_at: fromUnix(created),
      metadata: metadata(eventId, { checkout_session: str(s.id) }),
    },
  };
}

/** A paid subscription invoice: a conversion (a renewal once its subscription is bound). */
function invoiceCommand(inv: ProviderObject, eventId: string, created: unknown): BillingCommand {
  const subscriptionDetails = inv.parent?.subscription_details ?? inv.subscription_details ?? null;
  const subscription = idOf(inv.subscription) ?? idOf(subscriptionDetails?.subscription);
  if (!subscription) return ignore('an invoice of no subscription (its Checkout is recorded)');
  if (!(Number(inv.amount_paid) > 0)) return ignore('a zero invoice');
  const id = str(inv.id);
  if (!id) throw new PayloadError('invoice id is missing');
  const currency = currencyOf(inv);
  const paid = fromMinor(inv.amount_paid, currency, 'amount_paid');
  // Pre-basil invoices name their payment intent and charge; basil ones list their payments.
  const refs = new Set<string>();
  for (const r of [idOf(inv.payment_intent), idOf(inv.charge)]) if (r) refs.add(r);
  for (const p of Array.isArray(inv.payments?.data) ? inv.payments.data : []) {
    for (const r of [idOf(p?.payment?.payment_intent), idOf(p?.payment?.charge)]) if (r) refs.add(r);
  }
  const tax = inv.tax ?? sumAmounts(inv.total_taxes ?? inv.total_tax_amounts);
  const hints = attributionFrom([inv.metadata, subscriptionDetails?.metadata]);
  return {
    kind: 'conversion',
    paymentRefs: [...refs],
    body: {
      order_id: id,
      order_total: paid,
      subtotal: fromMinor(inv.subtotal ?? inv.amount_paid, currency, 'subtotal'),
      discount_applied: fromMinor(sumAmounts(inv.total_discount_amounts), currency, 'total_discount_amounts'),
      tax: fromMinor(tax, currency, 'tax'),
      currency,
      subscription_id: subscription,
      ...(hints.click_id ? { click_id: hints.click_id } : {}),
      visitor_id: hints.visitor_id ?? null,
      coupon_code: couponOf(inv.discounts, inv.discount),
      customer: { name: str(inv.customer_name), email: str(inv.customer_email) },
      converted_at: fromUnix(inv.status_transitions?.paid_at) ?? fromUnix(created),
      metadata: metadata(eventId, { invoice: id }),
    },
  };
}

/** A refund object once it has succeeded. */
function refundCommand(r: ProviderObject): BillingCommand {
  if (r.status !== 'succeeded') return ignore(`the refund is ${String(r.status)}`);
  const id = str(r.id);
  const pi = idOf(r.payment_intent);
  const charge = idOf(r.charge);
  if (!id || !(pi || charge)) throw new PayloadError('the refund names no payment');
  const item = { refundId: id, amount: fromMinor(r.amount, currencyOf(r), 'amount') };
  return {
    kind: 'refund',
    refs: [pi, charge].filter((x): x is string => !!x),
    paymentRef: (pi ?? charge)!,
    refunds: [item],
    observed: [item],
    cumulative: null,
    reason: str(r.reason),
  };
}

/**
 * charge.refunded: each listed succeeded refund, or (API versions that list none) one refund
 * `<charge id>:<amount_refunded>` for the cumulative total; amount_refunded bounds them all.
 */
function chargeRefundedCommand(c: ProviderObject): BillingCommand {
  const id = str(c.id);
  if (!id) throw new PayloadError('charge id is missing');
  const currency = currencyOf(c);
  const cumulative = fromMinor(c.amount_refunded, currency, 'amount_refunded');
  const listed: RefundItem[] = (Array.isArray(c.refunds?.data) ? c.refunds.data : [])
    .filter((r: ProviderObject) => r && r.status === 'succeeded' && str(r.id))
    .map((r: ProviderObject) => ({
      refundId: String(r.id),
      amount: fromMinor(r.amount, currency, 'refunds.amount'),
    }));
  if (new Dec(cumulative).isZero()) return ignore('nothing refunded');
  const refunds = listed.length
    ? listed
    : [{ refundId: `${id}:${String(c.amount_refunded)}`, amount: cumulative }];
  const pi = idOf(c.payment_intent);
  return {
    kind: 'refund',
    refs: [pi, id, idOf(c.invoice)].filter((x): x is string => !!x),
    paymentRef: pi ?? id,
    refunds,
    observed: listed,
    cumulative: money(cumulative),
    reason: null,
  };
}

/** invoice_payment.paid (basil): which payment intent paid which invoice, for its refunds. */
function invoicePaymentCommand(p: ProviderObject): BillingCommand {
  const invoice = idOf(p.invoice);
  const refs = [idOf(p.payment?.payment_intent), idOf(p.payment?.charge)].filter((x): x is string => !!x);
  if (!invoice || !refs.length) return ignore('the invoice payment names no payment intent');
  return { kind: 'link', orderId: invoice, paymentRefs: refs };
}

/** Stripe: signatures by the `stripe` package (300 s), events of API versions 2022-11-15 on. */
export const stripeAdapter: ProviderAdapter = {
  provider: 'stripe',
  verify(raw, headers, secret, nowMs) {
    const signature = header(headers, 'stripe-signature');
    if (!signature) throw new BadRequestError('The Stripe-Signature header is missing');
    let event: { id?: unknown; type?: unknown };
    try {
      event = Stripe.webhooks.constructEvent(raw, signature, secret, TOLERANCE_S, undefined, nowMs) as never;
    } catch (err) {
      throw new BadRequestError(`The Stripe signature does not verify: ${(err as Error).message}`);
    }
    const payload = jsonObject(raw, (m) => new BadRequestError(m));
    if (typeof event.id !== 'string' || typeof event.type !== 'string')
      throw new BadRequestError('The event has no id or type');
    return { eventId: event.id, type: event.type, payload };
  },
  command(type, payload, eventId) {
    const obj = (payload.data as ProviderObject | undefined)?.object as ProviderObject | undefined;
    const known = [
      'checkout.session.completed',
      'checkout.session.async_payment_succeeded',
      'invoice.paid',
      'refund.created',
      'refund.updated',
      'charge.refunded',
      'invoice_payment.paid',
    ];
    if (!known.includes(type)) return ignore(`${type} is not recorded`);
    if (!obj || typeof obj !== 'object') throw new PayloadError('data.object is missing');
    switch (type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return checkoutCommand(obj, eventId, payload.created);
      case 'invoice.paid':
        return invoiceCommand(obj, eventId, payload.created);
      case 'charge.refunded':
        return chargeRefundedCommand(obj);
      case 'invoice_payment.paid':
        return invoicePaymentCommand(obj);
      default:
        return refundCommand(obj);
    }
  },
};
