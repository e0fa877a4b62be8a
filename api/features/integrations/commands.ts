import type { IncomingHttpHeaders } from 'node:http';
import { parse as parseJson } from 'lossless-json';
import type { BillingProvider } from '../../../sql/repos/integrations.repo';

/**
 * What a provider's verified event asks of the service, whatever the provider: each adapter
 * (stripe.ts, paddle.ts, shopify.ts) maps its events onto these, and the worker
 * (process-event.ts) carries them out through the API's own recording.
 */
export type BillingCommand = RecordConversion | RecordRefund | CancelOrder | LinkPayment | Ignore;

/**
 * A body for POST /v1/conversions (validated by its own schema before it is recorded), and
 * the provider's payment refs a later refund may name.
 */
export interface RecordConversion {
  kind: 'conversion';
  body: Record<string, unknown>;
  paymentRefs: string[];
}

export interface RefundItem {
  refundId: string;
  /** Decimal string in the order's currency. */
  amount: string;
}

/**
 * Refunds of one payment. `refs` name the order: each is looked up among the payment refs
 * remembered when orders were recorded, else taken as an order id, in this order.
 * `cumulative` is the provider's own total refunded for the payment when the event says it
 * (Stripe's charge.refunded); with the refunds seen it bounds what may be refunded, so any
 * mix of a provider's refund events refunds once.
 */
export interface RecordRefund {
  kind: 'refund';
  refs: string[];
  paymentRef: string;
  refunds: RefundItem[];
  /** Refunds the event reports that count towards the provider's total (not applied themselves). */
  observed: RefundItem[];
  cumulative: string | null;
  reason: string | null;
}

export interface CancelOrder {
  kind: 'cancel';
  orderId: string;
  reason: string | null;
}

/**
 * Payment refs of an order recorded (or to be recorded) under another event: Stripe's basil
 * invoices list no payment intent, `invoice_payment.paid` names it. Records nothing itself.
 */
export interface LinkPayment {
  kind: 'link';
  orderId: string;
  paymentRefs: string[];
}

export interface Ignore {
  kind: 'ignore';
  reason: string;
}

/** A verified delivery: the provider's event id, its type and its parsed body. */
export interface VerifiedEvent {
  eventId: string;
  type: string;
  payload: Record<string, unknown>;
}

export interface ProviderAdapter {
  provider: BillingProvider;
  /** Checks the signature over the raw body; throws BadRequestError when it does not hold. */
  verify(raw: Buffer, headers: IncomingHttpHeaders, secret: string, nowMs: number): VerifiedEvent;
  /** The command for a stored event; throws PayloadError when a known event is malformed. */
  command(type: string, payload: Record<string, unknown>, eventId: string): BillingCommand;
}

/** A known event whose body lacks what its mapping needs: the event fails with this message. */
export class PayloadError extends Error {}

export const ignore = (reason: string): Ignore => ({ kind: 'ignore', reason });

/** The SDK's ids under the keys the README tells merchants to pass. */
export const CLICK_KEY = 'affiliate_click_id';
export const VISITOR_KEY = 'affiliate_visitor_id';

/**
 * A provider's JSON object, read field by field: every field is checked where it is used
 * (str, idOf, fromMinor), so a missing or odd field is a failed event, never a crash.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type ProviderObject = Record<string, any>;

type Bag = Record<string, unknown> | null | undefined;

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The first of these key-value bags (metadata, custom data) that holds an SDK id. */
export function attributionFrom(bags: Bag[]): { click_id?: string; visitor_id?: string } {
  for (const bag of bags) {
    if (!bag || typeof bag !== 'object') continue;
    const click = text(bag[CLICK_KEY]);
    const visitor = text(bag[VISITOR_KEY]);
    if (click || visitor)
      return { ...(click ? { click_id: click } : {}), ...(visitor ? { visitor_id: visitor } : {}) };
  }
  return {};
}

/** Integers past 2^53 (Shopify's ids) stay exact, as digit strings; other numbers are numbers. */
const exactNumber = (v: string): number | string =>
  /^-?\d+$/.test(v) && !Number.isSafeInteger(Number(v)) ? v : Number(v);

/** Parses a raw body as a JSON object, ids exact; anything else is a bad request. */
export function jsonObject(raw: Buffer, fail: (msg: string) => Error): Record<string, unknown> {
  let v: unknown;
  try {
    v = parseJson(raw.toString('utf8'), null, exactNumber);
  } catch {
    throw fail('The body is not JSON');
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw fail('The body is not a JSON object');
  return v as Record<string, unknown>;
}

/** A single header's value (the first, when repeated). */
export const header = (h: IncomingHttpHeaders, name: string): string | undefined => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

/** An instant from unix seconds. */
export const fromUnix = (s: unknown): string | null =>
  typeof s === 'number' && Number.isFinite(s) ? new Date(s * 1000).toISOString() : null;

/** The id of a field that is an id or, expanded, an object with one. */
export const idOf = (v: unknown): string | null =>
  typeof v === 'string'
    ? v
    : v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string'
      ? (v as { id: string }).id
      : null;

export const str = text;
