import { randomUUID } from 'node:crypto';
import type { EventOutcome, StoredEvent } from '../../../sql/repos/integrations.repo';
import type { Deps } from '../../deps';
import { Dec, money } from '../../domain/money';
import { AppError } from '../../errors';
import { JOI_OPTIONS } from '../../middleware/validate';
import { enqueueBillingEvent } from '../../queues/billing-events';
import { conversionBody, type ConversionBody } from '../conversions/conversions.schemas';
import { conversionJobOf } from '../conversions/conversions.service';
import { recordConversion } from '../conversions/record-conversion';
import { cancelConversion } from '../orders/order-review.service';
import { refundOrder } from '../refunds/refunds.service';
import { ADAPTERS } from './adapters';
import { PayloadError, type CancelOrder, type RecordConversion, type RecordRefund } from './commands';

/** A refund whose order has not arrived is retried this long after it was received. */
export const REFUND_WAIT_MS = 24 * 3600_000;
/** Between retries of a waiting refund: about its age so far, within these bounds. */
const MIN_RETRY_MS = 30_000;
const MAX_RETRY_MS = 3600_000;
/** Refunds of one payment take turns; a holder that dies lets go after this. */
const PAYMENT_LOCK_MS = 60_000;

interface Outcome {
  outcome: EventOutcome;
  orderId: string | null;
  error: string | null;
}

/** Thrown to retry the job a little later (BullMQ backoff): another job holds the payment. */
export class PaymentBusyError extends Error {}

const done = (
  outcome: EventOutcome,
  orderId: string | null = null,
  error: string | null = null,
): Outcome => ({
  outcome,
  orderId,
  error,
});

/** What the recording refused, as the API would have answered it. */
function refusal(err: AppError): string {
  const details = err.details ? Object.values(err.details).flat() : [];
  return details.length ? details.join('; ') : err.message;
}

async function recordConversionCommand(
  deps: Deps,
  ev: StoredEvent,
  c: RecordConversion,
  lastAttempt: boolean,
): Promise<Outcome> {
  // A provider clock a little ahead of ours: its payment time is taken as now, as the API does.
  const now = deps.clock.now();
  const paidAt = typeof c.body.converted_at === 'string' ? Date.parse(c.body.converted_at) : NaN;
  const input = paidAt > now.getTime() ? { ...c.body, converted_at: now.toISOString() } : c.body;
  const { value, error } = conversionBody.validate(input, {
    ...JOI_OPTIONS,
    context: { clock: deps.clock },
  });
  const orderId = typeof c.body.order_id === 'string' ? c.body.order_id : null;
  if (error) return done('failed', orderId, error.details.map((d) => d.message).join('; '));
  const body = value as ConversionBody;
  let job;
  try {
    job = await conversionJobOf(deps, ev.business_id, body);
  } catch (err) {
    if (err instanceof AppError) return done('failed', body.order_id, refusal(err));
    throw err;
  }
  const r = await recordConversion(deps, job, lastAttempt);
  await linkPayments(deps, ev, body.order_id, c.paymentRefs);
  return r.created
    ? done('recorded', body.order_id)
    : done('ignored', body.order_id, 'the order was recorded before');
}

/**
 * Remembers which order the payment refs paid, then wakes the refunds that came first and
 * wait for it: they run now rather than at their next retry.
 */
async function linkPayments(deps: Deps, ev: StoredEvent, orderId: string, refs: string[]): Promise<void> {
  await deps.db.integrations.rememberPayments({
    businessId: ev.business_id,
    integrationId: ev.integration_id,
    orderId,
    refs: refs.filter((ref) => ref !== orderId),
  });
  const waiting = await deps.db.integrations.waiting(ev.business_id, ev.integration_id, [orderId, ...refs]);
  for (const id of waiting) await enqueueBillingEvent(deps, id, { pass: `after-${ev.id}` });
}

/** The order a refund names: a remembered payment ref, else a ref that is an order id. */
async function refundedOrder(deps: Deps, ev: StoredEvent, refs: string[]): Promise<string | null> {
  for (const ref of refs) {
    const remembered = await deps.db.integrations.paymentOrder(ev.business_id, ev.integration_id, ref);
    if (remembered) return remembered;
  }
  for (const ref of refs) if (await deps.db.orders.statusOf(ev.business_id, { orderId: ref })) return ref;
  return null;
}

async function waitForOrder(deps: Deps, ev: StoredEvent, refs: string[]): Promise<Outcome | null> {
  const age = deps.clock.now().getTime() - Date.parse(ev.received_at);
  if (age >= REFUND_WAIT_MS)
    return done('failed', null, `no order for ${refs.join(', ')} arrived within 24 hours`);
  await deps.db.integrations.waitEvent(ev.id, refs);
  // The payment may have been remembered between the look for it and the wait above: its event
  // then found no refund waiting to wake. Looking again once this one waits means one of the two
  // always sees the other, so the refund runs now instead of at its next retry.
  const arrived = (await refundedOrder(deps, ev, refs)) !== null;
  const delayMs = arrived ? 0 : Math.min(MAX_RETRY_MS, Math.max(MIN_RETRY_MS, age), REFUND_WAIT_MS - age);
  await enqueueBillingEvent(deps, ev.id, { pass: `retry-${deps.clock.now().getTime()}`, delayMs });
  return null;
}

/**
 * Each refund through POST /v1/conversions/{order_id}/refund's own path. When the provider
 * says how much it has refunded in all (its refunds seen, its cumulative totals), what is
 * refunded here never goes past it, so a refund reported by two kinds of event counts once.
 */
async function refundCommand(deps: Deps, ev: StoredEvent, c: RecordRefund): Promise<Outcome | null> {
  const orderId = await refundedOrder(deps, ev, c.refs);
  if (!orderId) return waitForOrder(deps, ev, c.refs);
  const bounded = c.cumulative !== null || c.observed.length > 0;
  const refunded = await deps.db.integrations.observeRefunds({
    businessId: ev.business_id,
    integrationId: ev.integration_id,
    orderId,
    paymentRef: c.paymentRef,
    refunds: c.observed,
    cumulative: c.cumulative,
  });
  const order = await deps.db.orders.detail(ev.business_id, { orderId });
  if (!order) return waitForOrder(deps, ev, c.refs);
  let already = new Dec(order.refunded_amount);
  let applied = 0;
  for (const item of c.refunds) {
    if (await deps.db.refunds.exists(ev.business_id, order.id, item.refundId)) continue;
    const amount = bounded ? Dec.min(item.amount, new Dec(refunded).minus(already)) : new Dec(item.amount);
    if (amount.lte(0)) continue;
    try {
      const after = await refundOrder(deps, ev.business_id, orderId, {
        refund_id: item.refundId,
        amount: money(amount),
        reason: c.reason,
      });
      already = new Dec(after.refunded_amount);
      applied++;
    } catch (err) {
      if (err instanceof AppError) return done('failed', orderId, refusal(err));
      throw err;
    }
  }
  return applied ? done('recorded', orderId) : done('ignored', orderId, 'already refunded');
}

async function cancelCommand(deps: Deps, ev: StoredEvent, c: CancelOrder): Promise<Outcome> {
  const order = await deps.db.orders.statusOf(ev.business_id, { orderId: c.orderId });
  if (!order) return done('ignored', c.orderId, 'the order was not recorded');
  if (order.status !== 'pending') return done('ignored', c.orderId, `the order is ${order.status}`);
  try {
    await cancelConversion(deps, ev.business_id, c.orderId, c.reason);
  } catch (err) {
    if (err instanceof AppError) return done('failed', c.orderId, refusal(err));
    throw err;
  }
  return done('recorded', c.orderId);
}

/** Refund events of one payment one at a time (Redis lock; a busy payment retries the job). */
async function onePaymentAtATime<T>(
  deps: Deps,
  ev: StoredEvent,
  ref: string,
  work: () => Promise<T>,
): Promise<T> {
  const key = `${deps.config.redisPrefix}:billing-payment:${ev.integration_id}:${ref}`;
  const token = randomUUID();
  if ((await deps.redis.set(key, token, 'PX', PAYMENT_LOCK_MS, 'NX')) !== 'OK')
    throw new PaymentBusyError(`refunds of ${ref} are being recorded; retrying`);
  try {
    return await work();
  } finally {
    await deps.redis.eval(
      "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0",
      1,
      key,
      token,
    );
  }
}

/**
 * The billing-events worker's work for one stored event: map it (the provider's adapter), carry
 * it out through the API's own recording, and write its outcome once. An event with an
 * outcome is done, so a repeated or retried job changes nothing; a refund waiting for its
 * order is left without one and comes back later. Returns the outcome written, or null.
 */
export async function processBillingEvent(
  deps: Deps,
  eventId: number,
  lastAttempt = false,
): Promise<Outcome | null> {
  const ev = await deps.db.integrations.event(eventId);
  if (!ev || ev.outcome !== null) return null;
  let result: Outcome | null;
  try {
    const command = ADAPTERS[ev.provider].command(ev.type, ev.payload, ev.provider_event_id);
    switch (command.kind) {
      case 'ignore':
        result = done('ignored', null, command.reason);
        break;
      case 'conversion':
        result = await recordConversionCommand(deps, ev, command, lastAttempt);
        break;
      case 'refund':
        result = await onePaymentAtATime(deps, ev, command.paymentRef, () =>
          refundCommand(deps, ev, command),
        );
        break;
      case 'cancel':
        result = await cancelCommand(deps, ev, command);
        break;
      case 'link':
        await linkPayments(deps, ev, command.orderId, command.paymentRefs);
        result = done('ignored', command.orderId, `payment ${command.paymentRefs.join(', ')} remembered`);
        break;
    }
  } catch (err) {
    if (!(err instanceof PayloadError)) throw err;
    result = done('failed', null, err.message);
  }
  if (result) await deps.db.integrations.finishEvent({ id: ev.id, ...result });
  return result;
}
