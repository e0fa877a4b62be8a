import { isIP } from 'node:net';
import type { Tx } from '../../sql/db';
import type { ConversionJob } from '../queues/conversions';
import type { StoredClick } from '../tracking/store/find-clicks';
import { Dec } from '../domain/money';
import { isDisposableEmail, normaliseEmail } from './email';
import { fraudRulesOf, verdict, type FraudRule } from './fraud-rules';

/** A conversion IP the IP rules can use: the body's ip_address when it is an address. */
const usableIp = (ip: string | null): string | null => (ip && isIP(ip) ? ip : null);

export interface ConversionRisk {
  /** The rules tripped whose action is not off, in rule order ([] when clean). */
  reasons: FraudRule[];
  /** The first of them whose action is reject, else null. */
  rejectedBy: FraudRule | null;
}

/**
 * The conversion rules of README "Fraud and traffic quality", for a conversion just inserted
 * (`id`) and credited to `affiliateId`, inside its recording transaction. One statement reads
 * what they need; repeat_customer_ip first takes a lock on (affiliate, IP), so that
 * conversions from one IP recorded at once are counted one after the other.
 */
export async function checkConversion(
  tx: Tx,
  job: ConversionJob,
  id: number,
  affiliateId: number | null,
  click: Pick<StoredClick, 'quality'> | null,
  /** The order total in the business currency, which review_above compares (README, "Currencies"). */
  orderTotal: string,
): Promise<ConversionRisk> {
  const ip = usableIp(job.ipAddress);
  if (affiliateId !== null && ip !== null) await tx.fraud.lockIp(job.businessId, affiliateId, ip);
  const ctx = await tx.fraud.conversionContext({
    businessId: job.businessId,
    id,
    affiliateId,
    ip,
    convertedAt: job.convertedAt,
  });
  const tripped = new Set<FraudRule>();
  const customer = normaliseEmail(job.customerEmail);
  if (
    affiliateId !== null &&
    ((customer !== null && customer === normaliseEmail(ctx.affiliate_email)) ||
      ctx.signed_in_from_ip === true)
  )
    tripped.add('self_referral');
  if (ctx.earlier_from_ip !== null && ctx.earlier_from_ip >= ctx.fraud_ip_conversion_limit)
    tripped.add('repeat_customer_ip');
  if (isDisposableEmail(job.customerEmail)) tripped.add('disposable_email');
  if (ctx.fraud_review_amount !== null && new Dec(orderTotal).gte(ctx.fraud_review_amount))
    tripped.add('review_above');
  // The attributed click came from a hosting network (the loader judged it when datacenter_click was on).
  if (click?.quality === 'datacenter') tripped.add('datacenter_click');
  return verdict(fraudRulesOf(ctx.fraud_rules), tripped);
}
