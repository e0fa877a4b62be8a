import { Dec, type Amount } from '../domain/money';

/** n / d rounded half-up to `places`, exactly; 0 when d is 0. */
export function ratio(n: Amount, d: Amount, places = 2): number {
  const den = new Dec(d);
  if (den.isZero()) return 0;
  return new Dec(n).div(den).toDecimalPlaces(places, Dec.ROUND_HALF_UP).toNumber();
}

/** n as a percentage of d, 2 decimals; 0 when d is 0. */
export const percentOf = (n: Amount, d: Amount): number => ratio(new Dec(n).times(100), d, 2);

/**
 * Percent change from the previous period, 1 decimal, 0.0 when the previous value is 0
 * (report rule 1, docs/reports.md; the analytics trends follow it).
 */
export function percentChange(current: Amount, previous: Amount): number {
  const prev = new Dec(previous);
  if (prev.isZero()) return 0;
  return ratio(new Dec(current).minus(prev).times(100), prev, 1);
}
