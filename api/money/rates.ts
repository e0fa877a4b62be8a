import type { Tx } from '../../sql/db';
import type { Deps } from '../deps';
import { currencies, rateInForce, type DatedRate } from '../domain/fx';
import { ValidationError } from '../errors';

type Db = Tx | Deps['db'];

/** The business currency and the rate in force on a date for each currency that has one. */
export interface RatesInForce {
  base: string;
  rates: Map<string, DatedRate>;
}

/** The rates in force on `date` (YYYY-MM-DD) for `wanted` currencies (every ISO code by default). */
export async function ratesInForce(
  db: Db,
  businessId: number,
  date: string,
  wanted: string[] = currencies(),
): Promise<RatesInForce> {
  const rows = await db.exchangeRates.inForce(businessId, wanted, date);
  const rates = new Map<string, DatedRate>();
  for (const r of rows) {
    if (r.currency === null) continue;
    const rate = rateInForce({
      own: r.own_rate === null || r.own_date === null ? null : { rate: r.own_rate, date: r.own_date },
      reference:
        r.ref_date === null || r.ref_quote === null || r.ref_base === null
          ? null
          : { quotePerEur: r.ref_quote, basePerEur: r.ref_base, date: r.ref_date },
    });
    if (rate) rates.set(r.currency, rate);
  }
  return { base: rows[0].base, rates };
}

/** The currency an order is in and the rate its amounts are converted at (null: the business currency). */
export interface OrderRate {
  /** The business currency: what the commission is in. */
  commissionCurrency: string;
  currency: string;
  exchangeRate: string | null;
}

/** The UTC date of an instant in the API's form (its first ten characters). */
export const utcDate = (instant: string): string => new Date(instant).toISOString().slice(0, 10);

/**
 * The rate an order is converted at: none when it is in the business currency (an order sent
 * without `currency` is), else the rate in force on its converted_at UTC date. No rate on or
 * before that date is 422 on `currency`, naming the date.
 */
export async function orderRate(
  db: Db,
  businessId: number,
  currency: string | undefined,
  convertedAt: string,
): Promise<OrderRate> {
  const date = utcDate(convertedAt);
  const { base, rates } = await ratesInForce(db, businessId, date, currency === undefined ? [] : [currency]);
  if (currency === undefined || currency === base)
    return { commissionCurrency: base, currency: base, exchangeRate: null };
  const rate = rates.get(currency);
  if (!rate)
    throw ValidationError.field(
      'currency',
      `No exchange rate from ${base} to ${currency} on or before ${date}: set one with PUT /v1/exchange-rates/${date}`,
    );
  return { commissionCurrency: base, currency, exchangeRate: rate.rate };
}
