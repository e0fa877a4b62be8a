import { sql } from '../query-file';
import type { LinkRuleRow } from './commission.repo';
import type { Executor } from './types';

/** What a rule write sets; conversion_count is not among them (the engine owns it). */
export interface RuleWrite {
  label: string | null;
  commissionRate: number;
  priority: number;
  /** ISO instants with microseconds, or null for an open end. */
  validFrom: string | null;
  validUntil: string | null;
  maxConversions: number | null;
  isActive: boolean;
}

interface RuleKey {
  businessId: number;
  linkId: number;
}

const q = {
  insert: sql('commission-rules/insert'),
  findForUpdate: sql('commission-rules/find-for-update'),
  update: sql('commission-rules/update'),
  delete: sql('commission-rules/delete'),
};

/**
 * Writes of link commission rules. Listing (and the engine's resolution) goes through
 * CommissionRepo.linkRules so both see one order.
 */
export class CommissionRulesRepo {
  constructor(private readonly db: Executor) {}

  /** null when the link is not a live link of the business. */
  insert(key: RuleKey, rule: RuleWrite): Promise<LinkRuleRow | null> {
    return this.db.oneOrNone<LinkRuleRow>(q.insert, { ...key, ...rule });
  }

  /** The rule under this live link of the business, row-locked; null otherwise. */
  findForUpdate(key: RuleKey, ruleId: number): Promise<LinkRuleRow | null> {
    return this.db.oneOrNone<LinkRuleRow>(q.findForUpdate, { ...key, ruleId });
  }

  update(key: RuleKey, ruleId: number, rule: RuleWrite): Promise<LinkRuleRow> {
    return this.db.one<LinkRuleRow>(q.update, { ...key, ruleId, ...rule });
  }

  async delete(key: RuleKey, ruleId: number): Promise<boolean> {
    return (await this.db.oneOrNone(q.delete, { ...key, ruleId })) !== null;
  }
}
