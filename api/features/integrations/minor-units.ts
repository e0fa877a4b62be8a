import { Dec, money } from '../../domain/money';
import { PayloadError } from './commands';

/**
 * Stripe's and Paddle's amounts are integers in the currency's minor unit. Which unit is
 * Stripe's own rule (https://docs.stripe.com/currencies, "Zero-decimal" and "Three-decimal"):
 * not ISO 4217's nor CLDR's (Intl.NumberFormat gives 0 digits for HUF, ISK and IDR, which
 * Stripe amounts carry as two-decimal; ISO gives MGA 2 digits, Stripe 0), so the two short
 * lists are kept here. Paddle's zero-decimal currencies (JPY, KRW) are among them.
 */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
/** Amounts in thousandths, always a multiple of 10 (Stripe refuses others), so cents are exact. */
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

export function minorDigits(currency: string): number {
  const c = currency.toUpperCase();
  return ZERO_DECIMAL.has(c) ? 0 : THREE_DECIMAL.has(c) ? 3 : 2;
}

/** An integer amount in minor units (number or digit string) as the service's decimal string. */
export function fromMinor(amount: unknown, currency: string, field: string): string {
  const digits =
    typeof amount === 'number' && Number.isSafeInteger(amount)
      ? String(amount)
      : typeof amount === 'string' && /^-?\d{1,20}$/.test(amount)
        ? amount
        : null;
  if (digits === null) throw new PayloadError(`${field} is not an amount in minor units`);
  const value = new Dec(digits).dividedBy(new Dec(10).pow(minorDigits(currency)));
  if (value.isNegative()) throw new PayloadError(`${field} is negative`);
  if (!value.equals(value.toDecimalPlaces(2))) throw new PayloadError(`${field} has more than 2 decimals`);
  return money(value);
}
