import { createHash } from 'node:crypto';
import { dateToIso } from '../../../sql/timestamps';
import { QUEUE_NAMES, TRACKING_JOB_ATTEMPTS } from '../../queues';
import type { Deps } from '../../deps';
import { money } from '../../domain/money';
import { NotFoundError } from '../../errors';
import { toOrderDetail, type OrderDetail } from '../orders/order.view';
import type { ConversionBody } from './conversions.schemas';

/** A conversion as queued: money as exact decimal strings, instants in the API's form. */
export interface ConversionJob {
  businessId: number;
  orderId: string;
  orderTotal: string;
  subtotal: string;
  discount: string;
  tax: string;
  currency: string;
  clickId: number | null;
  referralCode: string | null;
  visitorId: string | null;
  customerName: string | null;
  customerEmail: string | null;
  lineItems: { product_id: string | null; name: string | null; quantity: number; price: string }[] | null;
  ipAddress: string | null;
  metadata: Record<string, unknown> | null;
  convertedAt: string;
}

/** One job per (business, order_id): a repeat while the first is queued adds nothing. */
export function conversionJobId(businessId: number, orderId: string): string {
  return `conv-${businessId}-${createHash('sha256').update(orderId).digest('hex').slice(0, 40)}`;
}

const decimal = (v: number | undefined | null, fallback: string): string =>
  v === undefined || v === null ? fallback : money(String(v));

/**
 * POST /v1/conversions: normalise, enqueue → 202. The schema refused a converted_at beyond its
 * few seconds' tolerance; one within it (a shop clock a little ahead) is taken as now.
 */
export async function queueConversion(
  deps: Pick<Deps, 'queues' | 'clock'>,
  businessId: number,
  body: ConversionBody,
): Promise<{ order_id: string; status: 'queued' }> {
  const now = deps.clock.now();
  let convertedAt = body.converted_at ?? dateToIso(now);
  if (Date.parse(convertedAt) > now.getTime()) convertedAt = dateToIso(now);

  const orderTotal = money(String(body.order_total));
  const job: ConversionJob = {
    businessId,
    orderId: body.order_id,
    orderTotal,
    subtotal: decimal(body.subtotal, orderTotal),
    discount: decimal(body.discount_applied, '0.00'),
    tax: decimal(body.tax, '0.00'),
    currency: body.currency,
    clickId: body.click_id ?? null,
    referralCode: body.referral_code || null,
    visitorId: body.visitor_id || null,
    customerName: body.customer?.name || null,
    customerEmail: body.customer?.email || null,
    lineItems:
      body.line_items?.map((li) => ({
        product_id: li.product_id === null || li.product_id === undefined ? null : String(li.product_id),
        name: li.name ?? null,
        quantity: li.quantity,
        price: money(String(li.price)),
      })) ?? null,
    ipAddress: body.ip_address ?? null,
    metadata: body.metadata ?? null,
    convertedAt,
  };

  const queue = deps.queues.get(QUEUE_NAMES.conversions);
  const jobId = conversionJobId(businessId, body.order_id);
  // A job that failed for good (an outage longer than its retries) is retried by the
  // client's repeat, so nothing is lost; otherwise the first body wins.
  const existing = await queue.getJob(jobId);
  if (existing && (await existing.isFailed())) await existing.retry('failed');
  else if (!existing) await queue.add('record', job, { jobId, attempts: TRACKING_JOB_ATTEMPTS });
  return { order_id: body.order_id, status: 'queued' };
}

/** GET /v1/conversions/{order_id}: the order detail object once the worker has recorded it. */
export async function conversionDetail(
  deps: Pick<Deps, 'db'>,
  businessId: number,
  orderId: string,
): Promise<OrderDetail> {
  const row = await deps.db.orders.detail(businessId, { orderId });
  if (!row) throw new NotFoundError('Conversion not found');
  return toOrderDetail(row);
}
