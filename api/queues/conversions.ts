import { createHash } from 'node:crypto';
import type { Deps } from '../deps';
import { QUEUE_NAMES, TRACKING_JOB_ATTEMPTS } from './index';

/** A conversion as queued: money as exact decimal strings, instants in the API's form. */
export interface ConversionJob {
  businessId: number;
  orderId: string;
  orderTotal: string;
  subtotal: string;
  discount: string;
  tax: string;
  currency: string;
  /**
   * The business currency when the request was accepted and the rate the order converts at
   * (null: the same currency). Absent on jobs queued before currencies; the worker then
   * resolves both itself, as it does when the business currency has changed meanwhile.
   */
  commissionCurrency?: string;
  exchangeRate?: string | null;
  clickId: number | null;
  /** Absent on jobs queued before coupons and subscriptions existed. */
  couponCode?: string | null;
  referralCode: string | null;
  subscriptionId?: string | null;
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

/**
 * Queues an order for the conversions worker. A job that failed for good (an outage longer
 * than its retries) is retried by the client's repeat, so nothing is lost; otherwise the
 * first body wins.
 */
export async function enqueueConversion(deps: Pick<Deps, 'queues'>, job: ConversionJob): Promise<void> {
  const queue = deps.queues.get(QUEUE_NAMES.conversions);
  const jobId = conversionJobId(job.businessId, job.orderId);
  const existing = await queue.getJob(jobId);
  if (existing && (await existing.isFailed())) await existing.retry('failed');
  else if (!existing) await queue.add('record', job, { jobId, attempts: TRACKING_JOB_ATTEMPTS });
}
