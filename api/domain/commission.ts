import { Dec, money } from './money';

export type CommissionSource =
  | 'recurring_rate'
  | 'link_rule'
  | 'affiliate'
  | 'business_tier'
  | 'business_rate'
  | 'platform_tier'
  | 'platform_rate';

export interface TierInput {
  id?: number | null;
  min_amount: string;
  max_amount: string | null;
  rate: string;
}

/** What decides whether a commission rule applies (ruleApplies, ruleStatus) and its rank. */
export interface RuleSchedule {
  priority: number;
  valid_from: string | null;
  valid_until: string | null;
  max_conversions: number | null;
  conversion_count: number;
  is_active: boolean;
}

export interface RuleInput extends RuleSchedule {
  id: number;
  commission_rate: string | number;
  created_at: string;
}

export interface CommissionInput {
  platformRate: string;
  platformTiers: TierInput[];
  businessRate: string | null;
  businessTiers: TierInput[];
  affiliateRate: string | null;
  rules: RuleInput[];
  subtotal: string;
  discount?: string;
  /** ISO 8601 instant of the conversion. */
  convertedAt: string;
  /** A renewal of a bound subscription under the business's recurring rate: it replaces the chain. */
  recurringRate?: string | null;
}

export interface CommissionResult {
  rate: string;
  source: CommissionSource;
  rule_id: number | null;
  tier_id: number | null;
  base: string;
  commission_amount: string;
}

/**
 * An ISO 8601 instant as integer microseconds since the epoch. PostgreSQL keeps microseconds
 * and a JS Date only milliseconds, so the fraction is read from the text, never from Date.
 */
export function epochMicros(iso: string): bigint {
  const fraction = /\.(\d+)/.exec(iso)?.[1] ?? '';
  const wholeSecondsMs = Date.parse(iso.replace(/\.\d+/, ''));
  if (Number.isNaN(wholeSecondsMs)) throw new RangeError(`not an ISO 8601 instant: ${iso}`);
  return BigInt(wholeSecondsMs) * 1000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
}

/** Microsecond-exact comparison of two ISO instants: negative, zero or positive. */
function compareInstants(a: string, b: string): number {
  const d = epochMicros(a) - epochMicros(b);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/** Whether the rule may apply at `at`: active, inside its window (inclusive), under its cap. */
export function ruleApplies(rule: RuleInput, at: string): boolean {
  if (!rule.is_active) return false;
  if (rule.valid_from && compareInstants(rule.valid_from, at) > 0) return false;
  if (rule.valid_until && compareInstants(at, rule.valid_until) > 0) return false;
  if (rule.max_conversions !== null && rule.conversion_count >= rule.max_conversions) return false;
  return true;
}

/** Priority descending, then created_at ascending, then id ascending (the rules' resolution order). */
export function compareRules(a: RuleInput, b: RuleInput): number {
  return b.priority - a.priority || compareInstants(a.created_at, b.created_at) || a.id - b.id;
}

/** The rules that apply at `at`, best first: the order in which caps are claimed. */
export function applicableRules(rules: RuleInput[], at: string): RuleInput[] {
  return rules.filter((r) => ruleApplies(r, at)).sort(compareRules);
}

/** The tier whose range holds the base: min ≤ base < max, a null max unlimited. */
export function tierFor(tiers: TierInput[], base: Dec): TierInput | null {
  return (
    tiers.find((t) => base.gte(t.min_amount) && (t.max_amount === null || base.lt(t.max_amount))) ?? null
  );
}

/** Base = subtotal − discount, never below zero. */
export function commissionBase(subtotal: string, discount = '0'): Dec {
  const base = new Dec(subtotal).minus(discount);
  return base.isNegative() ? new Dec(0) : base;
}

function result(
  rate: string | number,
  source: CommissionSource,
  base: Dec,
  ids: { rule?: number | null; tier?: number | null } = {},
): CommissionResult {
  // The 2-decimal rate that is reported is the one applied, so rate × base always matches.
  const r = new Dec(new Dec(rate).toFixed(2));
  return {
    rate: r.toFixed(2),
    source,
    rule_id: ids.rule ?? null,
    tier_id: ids.tier ?? null,
    base: base.toFixed(2),
    commission_amount: money(base.times(r).dividedBy(100)),
  };
}

/**
 * Resolves a conversion's commission (docs/architecture.md, Commission engine). A renewal under
 * the business's recurring rate takes that rate; otherwise the first that applies wins: link rule, affiliate override, business tier (when the business has tiers), business
 * rate, platform tier, platform rate. Amount = base × rate / 100, half-up to cents.
 */
export function resolveCommission(input: CommissionInput): CommissionResult {
  const base = commissionBase(input.subtotal, input.discount);
  if (input.recurringRate != null) return result(input.recurringRate, 'recurring_rate', base);
  const [rule] = applicableRules(input.rules, input.convertedAt);
  if (rule) return result(rule.commission_rate, 'link_rule', base, { rule: rule.id });
  if (input.affiliateRate !== null) return result(input.affiliateRate, 'affiliate', base);
  const businessTier = tierFor(input.businessTiers, base);
  if (businessTier)
    return result(businessTier.rate, 'business_tier', base, { tier: businessTier.id ?? null });
  if (input.businessRate !== null) return result(input.businessRate, 'business_rate', base);
  const platformTier = tierFor(input.platformTiers, base);
  if (platformTier)
    return result(platformTier.rate, 'platform_tier', base, { tier: platformTier.id ?? null });
  return result(input.platformRate, 'platform_rate', base);
}

/** A zero commission (direct conversion, or an affiliate that is not active). */
export function zeroCommission(subtotal: string, discount = '0'): CommissionResult {
  const base = commissionBase(subtotal, discount);
  return {
    rate: '0.00',
    source: 'platform_rate',
    rule_id: null,
    tier_id: null,
    base: base.toFixed(2),
    commission_amount: '0.00',
  };
}

export type RuleStatus = 'inactive' | 'scheduled' | 'expired' | 'exhausted' | 'active';

/** A rule's status: inactive, scheduled (starts later), expired (ended), exhausted (cap reached), else active. */
export function ruleStatus(
  rule: Omit<RuleInput, 'id' | 'priority' | 'created_at' | 'commission_rate'>,
  nowIso: string,
): RuleStatus {
  if (!rule.is_active) return 'inactive';
  if (rule.valid_from && compareInstants(rule.valid_from, nowIso) > 0) return 'scheduled';
  if (rule.valid_until && compareInstants(nowIso, rule.valid_until) > 0) return 'expired';
  if (rule.max_conversions !== null && rule.conversion_count >= rule.max_conversions) return 'exhausted';
  return 'active';
}
