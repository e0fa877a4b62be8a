import { sql } from '../query-file';
import type { Executor } from './types';

/** What the fraud rules read for one conversion (sql/queries/fraud/conversion-context.sql). */
export interface ConversionFraudContext {
  fraud_rules: Record<string, string> | null;
  fraud_ip_conversion_limit: number;
  fraud_review_amount: string | null;
  affiliate_email: string | null;
  earlier_from_ip: number | null;
  signed_in_from_ip: boolean | null;
}

export interface ClickFraudSettings {
  business_id: number;
  /** '' when the business left the rule at its default. */
  datacenter_click: string;
  click_dedupe_minutes: number;
}

const q = {
  conversionContext: sql('fraud/conversion-context'),
  lockIp: sql('fraud/lock-ip'),
  clickSettings: sql('fraud/click-settings'),
};

export class FraudRepo {
  constructor(private readonly db: Executor) {}

  conversionContext(c: {
    businessId: number;
    id: number;
    affiliateId: number | null;
    ip: string | null;
    convertedAt: string;
  }): Promise<ConversionFraudContext> {
    return this.db.one(q.conversionContext, c);
  }

  /** Inside a transaction: held until it ends. */
  async lockIp(businessId: number, affiliateId: number, ip: string): Promise<void> {
    await this.db.one(q.lockIp, { key: `${businessId}:${affiliateId}:${ip}` });
  }

  clickSettings(businessIds: number[]): Promise<ClickFraudSettings[]> {
    return this.db.any(q.clickSettings, { businessIds });
  }
}
