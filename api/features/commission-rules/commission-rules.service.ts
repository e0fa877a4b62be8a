import type { LinkRuleRow } from '../../../sql/repos/commission.repo';
import type { RuleWrite } from '../../../sql/repos/commission-rules.repo';
import { dateToIso } from '../../../sql/timestamps';
import type { Deps } from '../../deps';
import { ruleStatus, type RuleSchedule, type RuleStatus } from '../../domain/commission';
import { NotFoundError, ValidationError } from '../../errors';

/** The Commission rule object (the API's shape). */
export interface CommissionRule extends RuleSchedule {
  id: number;
  label: string | null;
  commission_rate: number;
  status: RuleStatus;
  created_at: string;
}

/** A validated body (commission-rules.schemas.ts): bounds are already normalised instants. */
export interface RuleInput {
  commission_rate?: number;
  label?: string | null;
  priority?: number;
  valid_from?: string | null;
  valid_until?: string | null;
  max_conversions?: number | null;
  is_active?: boolean;
}

export function toCommissionRule(row: LinkRuleRow, nowIso: string): CommissionRule {
  return {
    id: row.id,
    label: row.label,
    commission_rate: Number(row.commission_rate),
    priority: row.priority,
    valid_from: row.valid_from,
    valid_until: row.valid_until,
    max_conversions: row.max_conversions,
    conversion_count: row.conversion_count,
    is_active: row.is_active,
    status: ruleStatus(row, nowIso),
    created_at: row.created_at,
  };
}

const now = (deps: Deps): string => dateToIso(deps.clock.now());

const linkNotFound = () => new NotFoundError('Referral link not found');

/** Both bounds are normalised API instants of four-digit years, so text order is time order. */
function checkWindow(w: Pick<RuleWrite, 'validFrom' | 'validUntil'>): void {
  if (w.validFrom !== null && w.validUntil !== null && w.validUntil < w.validFrom)
    throw ValidationError.field('valid_until', 'valid_until must be on or after valid_from');
}

export async function listRules(deps: Deps, businessId: number, linkId: number): Promise<CommissionRule[]> {
  if (!(await deps.db.links.find(businessId, linkId))) throw linkNotFound();
  const at = now(deps);
  return (await deps.db.commission.linkRules(businessId, linkId)).map((r) => toCommissionRule(r, at));
}

export async function createRule(
  deps: Deps,
  businessId: number,
  linkId: number,
  input: RuleInput,
): Promise<CommissionRule> {
  const write: RuleWrite = {
    label: input.label || null,
    commissionRate: input.commission_rate as number,
    priority: input.priority ?? 0,
    validFrom: input.valid_from ?? null,
    validUntil: input.valid_until ?? null,
    maxConversions: input.max_conversions ?? null,
    isActive: input.is_active ?? true,
  };
  checkWindow(write);
  const row = await deps.db.commissionRules.insert({ businessId, linkId }, write);
  if (!row) throw linkNotFound();
  return toCommissionRule(row, now(deps));
}

/**
 * Changes only the fields present. The window check runs on the stored rule merged with the
 * patch, so moving one bound past the other is refused either way.
 */
export async function updateRule(
  deps: Deps,
  businessId: number,
  linkId: number,
  ruleId: number,
  patch: RuleInput,
): Promise<CommissionRule> {
  const key = { businessId, linkId };
  const row = await deps.db.tx('rule-update', async (tx) => {
    const current = await tx.commissionRules.findForUpdate(key, ruleId);
    if (!current) throw new NotFoundError('Commission rule not found');
    const merged: RuleWrite = {
      label: patch.label !== undefined ? patch.label || null : current.label,
      commissionRate: patch.commission_rate ?? Number(current.commission_rate),
      priority: patch.priority ?? current.priority,
      validFrom: patch.valid_from !== undefined ? patch.valid_from : current.valid_from,
      validUntil: patch.valid_until !== undefined ? patch.valid_until : current.valid_until,
      maxConversions: patch.max_conversions !== undefined ? patch.max_conversions : current.max_conversions,
      isActive: patch.is_active ?? current.is_active,
    };
    checkWindow(merged);
    // The cap may not fall below what was already counted (the table's CHECK holds the same).
    if (merged.maxConversions !== null && merged.maxConversions < current.conversion_count)
      throw ValidationError.field(
        'max_conversions',
        `max_conversions must be at least the rule's conversion_count (${current.conversion_count})`,
      );
    return tx.commissionRules.update(key, ruleId, merged);
  });
  return toCommissionRule(row, now(deps));
}

/** Permanent; conversions that used the rule keep their commission (FK ON DELETE SET NULL). */
export async function deleteRule(
  deps: Deps,
  businessId: number,
  linkId: number,
  ruleId: number,
): Promise<void> {
  if (!(await deps.db.commissionRules.delete({ businessId, linkId }, ruleId)))
    throw new NotFoundError('Commission rule not found');
}
