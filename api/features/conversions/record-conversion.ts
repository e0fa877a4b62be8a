import type { ConversionKey } from '../../../sql/repos/conversion-recording.repo';
import type { Deps } from '../../deps';
import { enqueueConversionSync } from '../../queues/conversion-sync';
import type { ConversionJob } from '../../queues/conversions';
import { renewalOf, type Attribution, type AttributionMethod } from '../../commission/attribution';
import { attributeConversion } from './attribution';
import { resolveAndClaim } from '../../commission/resolve-commission';
import { checkConversion } from '../../fraud/conversion-checks';
import { ACTORS, applyTransition } from '../../orders/order-transitions';
import { toOrderDetail } from '../../orders/order.view';
import { recordEvents } from '../../outbox/record-events';
import { orderRate } from '../../money/rates';
import { convertOrder } from '../../domain/fx';
import type { Tx } from '../../../sql/db';

/**
 * The order's amounts in the business currency, inside the recording's transaction. The
 * business currency is share-locked, so it cannot change under the recording. The job carries
 * the rate the request accepted the order at (a rate changed or gone since does not matter);
 * when the business currency changed while the job was queued, or the job predates
 * currencies, the rate is resolved here, and none is a failed attempt, retried (the merchant
 * may add the rate) like any other.
 */
async function convertAtRecording(tx: Tx, job: ConversionJob) {
  const commissionCurrency = await tx.exchangeRates.lockCurrency(job.businessId);
  const exchangeRate =
    job.commissionCurrency === commissionCurrency
      ? (job.exchangeRate ?? null)
      : (await orderRate(tx, job.businessId, job.currency, job.convertedAt)).exchangeRate;
  return { commissionCurrency, ...convertOrder(job, exchangeRate) };
}

export interface Recorded extends ConversionKey {
  /** False when (business, order_id) was recorded before: nothing changed. */
  created: boolean;
  method: AttributionMethod | null;
}

/**
 * The conversions worker's work for one order: attribute, then in ONE transaction insert the
 * row (ON CONFLICT (business_id, order_id) DO NOTHING) and only if it was inserted bind its
 * subscription (the first attributed conversion of one does), resolve the commission, claiming
 * a rule's cap, and write it onto the row. Two first conversions of one subscription at once
 * bind once: the loser's bind inserts nothing, and it is credited as a renewal of the binding. A duplicate (two jobs, or a
 * retry after a crash) inserts nothing and so claims nothing; its transaction has no effect.
 * Version 1 then goes to ClickHouse; a duplicate re-enqueues the sync of the existing row,
 * which is a no-op unless a crash came between the commit and the first enqueue.
 */
export async function recordConversion(
  deps: Pick<Deps, 'db' | 'ch' | 'redis' | 'config' | 'clock' | 'queues'>,
  job: ConversionJob,
  lastAttempt = false,
): Promise<Recorded> {
  const { businessId, orderId } = job;
  const known = await deps.db.conversionRecording.key(businessId, orderId);
  if (known) {
    await enqueueConversionSync(deps, businessId, [known]);
    return { ...known, created: false, method: null };
  }

  const subscriptionId = job.subscriptionId ?? null;
  // Reads of Redis, ClickHouse and PostgreSQL, outside the transaction: it stays short.
  const first = await attributeConversion(
    deps,
    {
      businessId,
      clickId: job.clickId,
      couponCode: job.couponCode ?? null,
      referralCode: job.referralCode,
      subscriptionId,
      visitorId: job.visitorId,
      convertedAt: job.convertedAt,
    },
    lastAttempt,
  );
  // A conversion that loses the race to bind its subscription is credited as its renewal.
  let at: Attribution = first;
  const inserted = await deps.db.tx('record-conversion', async (tx) => {
    at = first;
    const money = await convertAtRecording(tx, job);
    const key = await tx.conversionRecording.insert({
      businessId,
      orderId,
      affiliateId: at.affiliate?.id ?? null,
      linkId: at.linkId,
      clickId: at.click?.id ?? null,
      clickLandingPage: at.click?.landing_page ?? null,
      clickReferrer: at.click?.referrer ?? null,
      clickCreatedAt: at.click?.created_at ?? null,
      visitorId: job.visitorId ?? (at.click?.visitor_id || null),
      customerName: job.customerName,
      customerEmail: job.customerEmail,
      subtotal: job.subtotal,
      discount: job.discount,
      tax: job.tax,
      orderTotal: job.orderTotal,
      currency: job.currency,
      exchangeRate: money.exchangeRate,
      commissionCurrency: money.commissionCurrency,
      convertedOrderTotal: money.exchangeRate === null ? null : money.orderTotal,
      lineItems: job.lineItems,
      ipAddress: job.ipAddress,
      metadata: job.metadata,
      convertedAt: job.convertedAt,
      attribution: at.method,
      subscriptionId,
      couponId: at.couponId,
    });
    if (!key) return null;
    if (subscriptionId !== null && at.affiliate !== null && !at.bound) {
      const bound = await tx.conversionRecording.bindSubscription({
        businessId,
        subscriptionId,
        affiliateId: at.affiliate.id,
        linkId: at.linkId,
        conversionId: key.id,
        convertedAt: job.convertedAt,
      });
      // Lost to a first conversion that committed meanwhile: the binding is read afresh.
      const binding = bound
        ? null
        : (
            await tx.attribution.conversionContext(businessId, {
              subscriptionId,
              couponCode: null,
              convertedAt: job.convertedAt,
            })
          ).binding;
      if (binding) {
        at = renewalOf(binding);
        await tx.conversionRecording.reattribute({
          businessId,
          id: key.id,
          affiliateId: at.affiliate?.id ?? null,
          linkId: at.linkId,
          attribution: at.method,
        });
      }
    }
    const risk = await checkConversion(tx, job, key.id, at.affiliate?.id ?? null, at.click, money.orderTotal);
    const earns = at.affiliate !== null && at.affiliate.status === 'active' && !at.affiliate.deleted;
    const commission = await resolveAndClaim(tx, deps, {
      businessId,
      affiliateId: at.affiliate?.id ?? null,
      affiliateActive: earns,
      linkId: at.linkId,
      // Section 5 runs on the base in the business currency: tiers compare like with like.
      subtotal: money.base,
      discount: '0.00',
      convertedAt: job.convertedAt,
      recurringRate: at.recurringRate,
    });
    const row = await tx.conversionRecording.applyCommission(
      businessId,
      key.id,
      commission,
      earns ? commission.source : null,
      risk,
    );
    const detail = toOrderDetail(row);
    await recordEvents(tx, businessId, [
      { type: 'conversion.created', object: detail },
      ...(risk.reasons.length && !risk.rejectedBy
        ? [{ type: 'conversion.flagged' as const, object: detail }]
        : []),
    ]);
    if (!risk.rejectedBy) return key;
    // A rule that rejects: recorded, commission computed, then rejected like a merchant's reject.
    const [rejected] = await applyTransition(tx, {
      businessId,
      ids: [key.id],
      action: 'reject',
      actor: ACTORS.fraud,
      note: `fraud: ${risk.rejectedBy}`,
    });
    return { id: key.id, version: rejected?.version ?? key.version };
  });

  const key = inserted ?? (await deps.db.conversionRecording.key(businessId, orderId));
  if (!key) throw new Error(`conversion ${orderId} of business ${businessId} vanished after its insert`);
  await enqueueConversionSync(deps, businessId, [key]);
  return { ...key, created: inserted !== null, method: inserted ? at.method : null };
}
