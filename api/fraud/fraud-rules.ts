import { Joi } from 'celebrate';

/**
 * The fraud rules a business sets to `off`, `flag` or `reject` (README, "Fraud and traffic
 * quality"). The order is the order of an order's `risk.reasons` and of the fraud report.
 */
export const FRAUD_RULES = [
  'self_referral',
  'repeat_customer_ip',
  'disposable_email',
  'review_above',
  'datacenter_click',
] as const;
export const FRAUD_ACTIONS = ['off', 'flag', 'reject'] as const;

export type FraudRule = (typeof FRAUD_RULES)[number];
export type FraudAction = (typeof FRAUD_ACTIONS)[number];
export type FraudRules = Record<FraudRule, FraudAction>;

export const DEFAULT_FRAUD_RULES: Readonly<FraudRules> = Object.freeze({
  self_referral: 'flag',
  repeat_customer_ip: 'flag',
  disposable_email: 'flag',
  review_above: 'off',
  datacenter_click: 'off',
});

const isAction = (v: unknown): v is FraudAction => (FRAUD_ACTIONS as readonly unknown[]).includes(v);

/**
 * Every rule with its action: what the business changed (stored as a partial object, so a
 * rule added later starts at its default), the default elsewhere.
 */
export function fraudRulesOf(stored: unknown): FraudRules {
  const rules: FraudRules = { ...DEFAULT_FRAUD_RULES };
  if (stored && typeof stored === 'object') {
    for (const rule of FRAUD_RULES) {
      const action = (stored as Record<string, unknown>)[rule];
      if (isAction(action)) rules[rule] = action;
    }
  }
  return rules;
}

/** A PUT's `fraud_rules`: some rules, each with a known action; an unknown rule is 422. */
export const fraudRulesSchema = () =>
  Joi.object(Object.fromEntries(FRAUD_RULES.map((r) => [r, Joi.string().valid(...FRAUD_ACTIONS)]))).unknown(
    false,
  );

/** The tripped rules whose action is not off, in rule order, and the first that rejects. */
export function verdict(
  rules: FraudRules,
  tripped: ReadonlySet<FraudRule>,
): { reasons: FraudRule[]; rejectedBy: FraudRule | null } {
  const reasons = FRAUD_RULES.filter((r) => tripped.has(r) && rules[r] !== 'off');
  return { reasons, rejectedBy: reasons.find((r) => rules[r] === 'reject') ?? null };
}

/** The `risk` object of orders and affiliates. */
export const riskOf = (reasons: readonly string[] | null | undefined) => ({
  flagged: (reasons?.length ?? 0) > 0,
  reasons: [...(reasons ?? [])],
});
