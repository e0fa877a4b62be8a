import { createHmac, timingSafeEqual } from 'node:crypto';
import { BadRequestError } from '../../errors';
import {
  attributionFrom,
  header,
  ignore,
  jsonObject,
  PayloadError,
  str,
  type BillingCommand,
  type ProviderAdapter,
  type ProviderObject,
} from './commands';
import { fromMinor } from './minor-units';

/** Paddle's documented tolerance for the signature's timestamp. */
const TOLERANCE_S = 300;

/**
 * Paddle-Signature: `ts=…;h1=…[;h1=…]`, each h1 the hex HMAC-SHA256 of `ts:body` under the
 * secret; while a secret is rotated Paddle signs with both, and any h1 may match. Paddle's
 * Node SDK checks only the last h1 within 5 s, so the documented scheme is checked here
 * (https://developer.paddle.com/webhooks/signature-verification).
 */
export function verifyPaddleSignature(raw: Buffer, signature: string, secret: string, nowMs: number): void {
  let ts: string | null = null;
  const h1: string[] = [];
  for (const part of signature.split(';')) {
    const eq = part.indexOf('=');
    const [k, v] = [part.slice(0, eq).trim(), part.slice(eq + 1).trim()];
    if (k === 'ts') ts = v;
    else if (k === 'h1' && v) h1.push(v);
  }
  if (!ts || !/^\d{1,12}$/.test(ts) || !h1.length)
    throw new BadRequestError('The Paddle-Signature header is malformed');
  if (Math.abs(nowMs / 1000 - Number(ts)) > TOLERANCE_S)
    throw new BadRequestError('The Paddle signature is outside the tolerance zone');
  const expected = createHmac('sha256', secret).update(`${ts}:`).update(raw).digest();
  const matches = h1.some((h) => {
    const given = /^[0-9a-f]{64}$/i.test(h) ? Buffer.from(h, 'hex') : null;
    return given !== null && timingSafeEqual(given, expected);
  });
  if (!matches) throw new BadRequestError('The Paddle signature does not verify');
}

function transactionCommand(t: ProviderObject, eventId: string, occurredAt: unknown): BillingCommand {
  const id = str(t.id);
  if (!id) throw new PayloadError('transaction id is missing');
  const totals = t.details?.totals as ProviderObject | undefined;
  const currency = str(totals?.currency_code) ?? str(t.currency_code);
  if (!totals || !currency) throw new PayloadError('details.totals is missing');
  const cur = currency.toUpperCase();
  const paidAt = Array.isArray(t.payments)
    ? t.payments.map((p: ProviderObject) => str(p?.captured_at)).find((x: string | null) => x)
    : null;
  const hints = attributionFrom([t.custom_data]);
  return {
    kind: 'conversion',
    paymentRefs: [],
    body: {
      order_id: id,
      order_total: fromMinor(totals.total, cur, 'totals.total'),
      subtotal: fromMinor(totals.subtotal ?? totals.total, cur, 'totals.subtotal'),
      discount_applied: fromMinor(totals.discount ?? '0', cur, 'totals.discount'),
      tax: fromMinor(totals.tax ?? '0', cur, 'totals.tax'),
      currency: cur,
      subscription_id: str(t.subscription_id),
      ...(hints.click_id ? { click_id: hints.click_id } : {}),
      visitor_id: hints.visitor_id ?? null,
      coupon_code: str(t.discount?.code) ?? str(t.custom_data?.coupon_code),
      converted_at: paidAt ?? str(t.billed_at) ?? str(occurredAt),
      metadata: { billing_provider: 'paddle', billing_event_id: eventId, transaction: id },
    },
  };
}

function adjustmentCommand(a: ProviderObject): BillingCommand {
  if (a.action !== 'refund') return ignore(`an adjustment of action ${String(a.action)}`);
  if (a.status !== 'approved') return ignore(`the refund is ${String(a.status)}`);
  const id = str(a.id);
  const txn = str(a.transaction_id);
  const currency = str(a.totals?.currency_code) ?? str(a.currency_code);
  if (!id || !txn || !currency) throw new PayloadError('the adjustment names no transaction');
  const item = { refundId: id, amount: fromMinor(a.totals?.total, currency.toUpperCase(), 'totals.total') };
  return {
    kind: 'refund',
    refs: [txn],
    paymentRef: txn,
    refunds: [item],
    observed: [],
    cumulative: null,
    reason: str(a.reason),
  };
}

/** Paddle Billing: transaction.completed and approved refund adjustments. */
export const paddleAdapter: ProviderAdapter = {
  provider: 'paddle',
  verify(raw, headers, secret, nowMs) {
    const signature = header(headers, 'paddle-signature');
    if (!signature) throw new BadRequestError('The Paddle-Signature header is missing');
    verifyPaddleSignature(raw, signature, secret, nowMs);
    const payload = jsonObject(raw, (m) => new BadRequestError(m));
    const eventId = str(payload.event_id);
    const type = str(payload.event_type);
    if (!eventId || !type) throw new BadRequestError('The event has no event_id or event_type');
    return { eventId, type, payload };
  },
  command(type, payload, eventId) {
    const data = payload.data as ProviderObject | undefined;
    if (!['transaction.completed', 'adjustment.created', 'adjustment.updated'].includes(type))
      return ignore(`${type} is not recorded`);
    if (!data || typeof data !== 'object') throw new PayloadError('data is missing');
    return type === 'transaction.completed'
      ? transactionCommand(data, eventId, payload.occurred_at)
      : adjustmentCommand(data);
  },
};
