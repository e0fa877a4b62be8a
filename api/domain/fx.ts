import { Dec, money, type Amount } from './money';

/**
 * Currencies and exchange rates, pure (README, "Currencies and exchange rates"). A rate is a
 * decimal string: units of a foreign currency per ONE unit of the business currency, so an
 * amount in the foreign currency divided by the rate is the amount in the business currency.
 * Nothing here touches a binary float.
 */

/** ISO 4217 codes as the runtime's ICU knows them (active currencies). */
const ISO_CURRENCIES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

export const isCurrency = (code: string): boolean => ISO_CURRENCIES.has(code);

/** Every ISO 4217 code, sorted (the currencies a rate may be asked for). */
export const currencies = (): string[] => [...ISO_CURRENCIES].sort();

/** Significant digits a rate keeps: what a merchant may send, and what a cross rate is given to. */
export const RATE_DIGITS = 12;

/** Decimal places a rate may have (ClickHouse keeps rates as Decimal(38, 20)). */
export const RATE_SCALE = 20;

/** What a rate may be: plain decimal text (no exponent), > 0, at most 12 significant digits. */
export function rateProblem(text: string): string | null {
  if (!/^\d{1,15}(\.\d{1,20})?$/.test(text)) return 'must be a decimal number such as "0.921500"';
  const d = new Dec(text);
  if (d.lte(0)) return 'must be greater than 0';
  if (d.precision(false) > RATE_DIGITS) return `must have at most ${RATE_DIGITS} significant digits`;
  return null;
}

/**
 * The rate of `quote` per one unit of `base` from the reference table's two rates per EUR,
 * to 12 significant digits half-up, as plain decimal text (the rate an order then records,
 * so its conversion can be recomputed from what it shows).
 */
export function crossRate(quotePerEur: string, basePerEur: string): string {
  const r = new Dec(quotePerEur).dividedBy(basePerEur).toSignificantDigits(RATE_DIGITS, Dec.ROUND_HALF_UP);
  // Beyond RATE_SCALE decimals a cross rate of two far-apart currencies is cut, never rounded
  // to zero: the last kept digit is raised.
  return r.toDecimalPlaces(RATE_SCALE, Dec.ROUND_UP).toFixed();
}

/**
 * An amount of the foreign currency in the business currency, half-up to cents. The quotient
 * is first cut (not rounded) to far more places than cents, so the one rounding to cents is
 * exact however long the quotient's expansion: cutting can never carry a value across a
 * half-cent, and only an exact half-cent is left standing on one.
 */
export function convert(amount: Amount, rate: string | null): string {
  if (rate === null) return money(amount);
  return money(new Cut(new Dec(amount).toFixed()).dividedBy(rate).toFixed());
}

/** Division cut at 200 significant digits: amounts have at most 15, rates at most 35. */
const Cut = Dec.clone({ precision: 200, rounding: Dec.ROUND_DOWN });

/** A rate on record: its value and the date it was set for. */
export interface DatedRate {
  rate: string;
  date: string;
  source: 'business' | 'reference';
}

/** The two candidates for one currency on one date; either may be missing. */
export interface RateCandidates {
  own: { rate: string; date: string } | null;
  reference: { quotePerEur: string; basePerEur: string; date: string } | null;
}

/**
 * The rate in force: the latest set on or before the date, the business's own winning over
 * the reference table's on the same date (and a business rate older than a newer reference
 * rate giving way to it, since the latest rate is the one in force).
 */
export function rateInForce(c: RateCandidates): DatedRate | null {
  const { own, reference } = c;
  if (own && (!reference || own.date >= reference.date))
    return { rate: own.rate, date: own.date, source: 'business' };
  if (reference)
    return {
      rate: crossRate(reference.quotePerEur, reference.basePerEur),
      date: reference.date,
      source: 'reference',
    };
  return null;
}

/** An order's amounts in the business currency, at its rate (null: the same currency). */
export interface ConvertedOrder {
  exchangeRate: string | null;
  /** subtotal − discount (never below 0), converted: what commission resolution runs on. */
  base: string;
  orderTotal: string;
}

export function convertOrder(
  o: { subtotal: Amount; discount: Amount; orderTotal: Amount },
  exchangeRate: string | null,
): ConvertedOrder {
  const base = Dec.max(new Dec(o.subtotal).minus(o.discount), 0);
  return { exchangeRate, base: convert(base, exchangeRate), orderTotal: convert(o.orderTotal, exchangeRate) };
}

/**
 * An order total in the business currency (auto-approval bounds, revenue, and any rule that
 * compares an order with a business-currency amount, such as a fraud rule's threshold).
 */
export const convertedOrderTotal = (orderTotal: Amount, exchangeRate: string | null): string =>
  convert(orderTotal, exchangeRate);
