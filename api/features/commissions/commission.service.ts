import type { Deps } from '../../deps';
import type { Tx } from '../../../sql/db';
import {
  applicableRules,
  resolveCommission,
  zeroCommission,
  type CommissionResult,
  type RuleInput,
} from '../../domain/commission';

export interface CommissionRequest {
  businessId: number;
  affiliateId: number | null;
  /** Whether the affiliate may earn (active); others are attached with 0.00 (decisions §4). */
  affiliateActive: boolean;
  linkId: number | null;
  subtotal: string;
  discount: string;
  convertedAt: string;
}

type Db = Tx | Deps['db'];

async function inputs(db: Db, deps: Pick<Deps, 'config'>, req: CommissionRequest, rules: RuleInput[]) {
  const ctx = await db.commission.businessContext(req.businessId);
  return {
    platformRate: ctx.platformRate ?? deps.config.platformCommissionRate,
    platformTiers: ctx.platformTiers,
    businessRate: ctx.businessRate,
    businessTiers: ctx.businessTiers,
    affiliateRate:
      req.affiliateId === null ? null : await db.commission.affiliateRate(req.businessId, req.affiliateId),
    rules,
    subtotal: req.subtotal,
    discount: req.discount,
    convertedAt: req.convertedAt,
  };
}

/** What the commission would be, claiming nothing (the preview endpoint). */
export async function previewCommission(
  db: Db,
  deps: Pick<Deps, 'config'>,
  req: CommissionRequest,
): Promise<CommissionResult> {
  if (req.affiliateId === null || !req.affiliateActive) return zeroCommission(req.subtotal, req.discount);
  const rules = req.linkId === null ? [] : await db.commission.linkRules(req.businessId, req.linkId);
  return resolveCommission(await inputs(db, deps, req, rules));
}

/**
 * Resolves the commission for a conversion being recorded and claims the winning rule's cap
 * atomically, inside the caller's transaction. When a rule's cap was taken by a racing
 * conversion meanwhile, the next applicable rule is tried, then the lower levels.
 */
export async function resolveAndClaim(
  tx: Tx,
  deps: Pick<Deps, 'config'>,
  req: CommissionRequest,
): Promise<CommissionResult> {
  if (req.affiliateId === null || !req.affiliateActive) return zeroCommission(req.subtotal, req.discount);
  const all = req.linkId === null ? [] : await tx.commission.linkRules(req.businessId, req.linkId);
  const base = await inputs(tx, deps, req, []);
  for (const rule of applicableRules(all, req.convertedAt)) {
    if (await tx.commission.claimRule(req.businessId, rule.id)) {
      return resolveCommission({ ...base, rules: [rule] });
    }
  }
  return resolveCommission(base);
}
