import { dateToIso } from '../../../sql/timestamps';
import { enqueueConversion, type ConversionJob } from '../../queues/conversions';
import type { Deps } from '../../deps';
import { convertedOrderTotal } from '../../domain/fx';
import { Dec, money } from '../../domain/money';
import { ValidationError } from '../../errors';
import { orderRate } from '../../money/rates';
import type { ConversionBody } from './conversions.schemas';

const decimal = (v: number | undefined | null, fallback: string): string =>
  v === undefined || v === null ? fallback : money(String(v));

/** Converted amounts are stored as numeric(18,2). */
const MAX_CONVERTED = '10000000000000000';

/**
 * POST /v1/conversions: normalise, enqueue → 202. The schema refused a converted_at beyond its
 * few seconds' tolerance; one within it (a shop clock a little ahead) is taken as now. An
 * order in another currency than the business's needs a rate on or before its date (422 on
 * `currency` here, not a job that fails later); the job carries the rate.
 */
export async function queueConversion(
  deps: Pick<Deps, 'queues' | 'clock' | 'db'>,
  businessId: number,
  body: ConversionBody,
): Promise<{ order_id: string; status: 'queued' }> {
  await enqueueConversion(deps, await conversionJobOf(deps, businessId, body));
  return { order_id: body.order_id, status: 'queued' };
}

/**
 * The conversions job for a validated body, its rate resolved (POST /v1/conversions, and the
 * billing integrations, which record the job at once: api/features/integrations).
 */
export async function conversionJobOf(
  deps: Pick<Deps, 'clock' | 'db'>,
  businessId: number,
  body: ConversionBody,
): Promise<ConversionJob> {
  const now = deps.clock.now();
  let convertedAt = body.converted_at ?? dateToIso(now);
  if (Date.parse(convertedAt) > now.getTime()) convertedAt = dateToIso(now);

  const orderTotal = money(String(body.order_total));
  const fx = await orderRate(deps.db, businessId, body.currency, convertedAt);
  if (new Dec(convertedOrderTotal(orderTotal, fx.exchangeRate)).gte(MAX_CONVERTED))
    throw ValidationError.field(
      'order_total',
      `order_total is too large in ${fx.commissionCurrency} at ${fx.exchangeRate}`,
    );
  const job: ConversionJob = {
    businessId,
    orderId: body.order_id,
    orderTotal,
    subtotal: decimal(body.subtotal, orderTotal),
    discount: decimal(body.discount_applied, '0.00'),
    tax: decimal(body.tax, '0.00'),
    currency: fx.currency,
    commissionCurrency: fx.commissionCurrency,
    exchangeRate: fx.exchangeRate,
    clickId: body.click_id ?? null,
    referralCode: body.referral_code || null,
    couponCode: body.coupon_code || null,
    subscriptionId: body.subscription_id || null,
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
  return job;
}

/** GET /v1/conversions/{order_id}: the order detail object once the worker has recorded it. */
export { conversionDetail } from '../../orders/order-detail';
