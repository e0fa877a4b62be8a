import { isDisposableEmail } from './email';
import { fraudRulesOf, verdict, type FraudRule } from './fraud-rules';

/**
 * The rules a self-registering affiliate trips: disposable_email only. The registration stays
 * pending either way (it waits for the merchant), so `reject` acts as `flag` here.
 */
export function registrationRisk(storedRules: unknown, email: string): FraudRule[] {
  const tripped = new Set<FraudRule>(isDisposableEmail(email) ? ['disposable_email'] : []);
  return verdict(fraudRulesOf(storedRules), tripped).reasons;
}
