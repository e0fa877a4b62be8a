import type { Tx } from '../../sql/db';
import type { Deps } from '../deps';
import {
  applicableRules,
  resolveCommission,
  zeroCommission,
  type CommissionResult,
  type RuleInput,
} from '../domain/commission';

/**
 * The commission of a conversion, from the business's rates and tiers, the affiliate's rate and
 * the link's rules (api/domain/commission.ts decides): claimed by the conversions worker as it
 * records, previewed by GET /v1/commissions/preview.
 */
export interface CommissionRequest {
  businessId: number;
  affiliateId: number | null;
  /** Whether the affiliate may earn (active); others are attached with 0.00 (docs/architecture.md, Conversions). */
  affiliateActive: boolean;
  linkId: number | null;
  subtotal: string;
  discount: string;
  convertedAt: string;
  /** A bound subscription's renewal under the recurring rate: no rule is claimed. */
  recurringRate?: string | null;
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
    recurringRate: req.recurringRate ?? null,
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
  const all =
    req.linkId === null || req.recurringRate != null
      ? []
      : await tx.commission.linkRules(req.businessId, req.linkId);
  const base = await inputs(tx, deps, req, []);
  for (const rule of applicableRules(all, req.convertedAt)) {
    if (await tx.commission.claimRule(req.businessId, rule.id)) {
      return resolveCommission({ ...base, rules: [rule] });
    }
  }
  return resolveCommission(base);
}
