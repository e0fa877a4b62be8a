import type { RuleInput, TierInput } from '../../api/domain/commission';
import { sql } from '../query-file';
import type { Executor } from './types';

export interface BusinessCommissionContext {
  businessRate: string | null;
  /** null: the PLATFORM_COMMISSION_RATE environment default applies. */
  platformRate: string | null;
  businessTiers: TierInput[];
  platformTiers: TierInput[];
}

export interface LinkRuleRow extends RuleInput {
  label: string | null;
  commission_rate: string;
}

const q = {
  businessContext: sql('commission/business-context'),
  affiliateRate: sql('commission/affiliate-rate'),
  linkRules: sql('commission/link-rules'),
  claimRule: sql('commission/claim-rule'),
  affiliateStatus: sql('commission/affiliate-status'),
  linkOwner: sql('commission/link-owner'),
};

export class CommissionRepo {
  constructor(private readonly db: Executor) {}

  async businessContext(businessId: number): Promise<BusinessCommissionContext> {
    const row = await this.db.one<{
      business_rate: string | null;
      platform_rate: string | null;
      business_tiers: TierInput[];
      platform_tiers: TierInput[];
    }>(q.businessContext, { businessId });
    return {
      businessRate: row.business_rate,
      platformRate: row.platform_rate,
      businessTiers: row.business_tiers,
      platformTiers: row.platform_tiers,
    };
  }

  async affiliateRate(businessId: number, affiliateId: number): Promise<string | null> {
    const row = await this.db.oneOrNone<{ commission_rate: string | null }>(q.affiliateRate, {
      businessId,
      affiliateId,
    });
    return row?.commission_rate ?? null;
  }

  /** A link's rules in resolution order; `label` rides along for the rules API. */
  linkRules(businessId: number, linkId: number): Promise<LinkRuleRow[]> {
    return this.db.any(q.linkRules, { businessId, linkId });
  }

  /** Raises the rule's conversion_count unless its cap is reached; true when claimed. */
  async claimRule(businessId: number, ruleId: number): Promise<boolean> {
    return (await this.db.oneOrNone(q.claimRule, { businessId, ruleId })) !== null;
  }

  /** The (not deleted) affiliate's status, or null when the business has no such affiliate. */
  async affiliateStatus(businessId: number, affiliateId: number): Promise<string | null> {
    const row = await this.db.oneOrNone<{ status: string }>(q.affiliateStatus, { businessId, affiliateId });
    return row?.status ?? null;
  }

  /** The (not deleted) link's affiliate id, or null when the business has no such link. */
  async linkOwner(businessId: number, linkId: number): Promise<number | null> {
    const row = await this.db.oneOrNone<{ affiliate_id: number }>(q.linkOwner, { businessId, linkId });
    return row?.affiliate_id ?? null;
  }
}
