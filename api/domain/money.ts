import { Decimal } from 'decimal.js';

/**
 * Exact decimal money. Amounts travel as strings ("12.50") and are computed with decimal.js
 * configured for half-up rounding; binary floats never touch a monetary value.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof Dec>;

export type Amount = string | number | Dec;

/** Rounded half-up to cents, as a 2-decimal string. */
export function money(v: Amount): string {
  return new Dec(v).toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2);
}

/** A JSON number for reports (docs/reports.md, Figures): computed exactly, rounded once at the end. */
export function moneyNumber(v: Amount): number {
  return Number(money(v));
}

export function sum(values: Amount[]): Dec {
  return values.reduce<Dec>((acc, v) => acc.plus(v), new Dec(0));
}
