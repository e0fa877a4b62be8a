import { sql } from '../query-file';
import type { Executor } from './types';

/** One currency's candidates for the rate in force on a date (exchange-rates/in-force.sql). */
export interface RateCandidateRow {
  base: string;
  currency: string | null;
  own_date: string | null;
  own_rate: string | null;
  ref_date: string | null;
  ref_quote: string | null;
  ref_base: string | null;
}

const q = {
  inForce: sql('exchange-rates/in-force'),
  lockCurrency: sql('exchange-rates/lock-currency'),
  upsert: sql('exchange-rates/upsert'),
  forDate: sql('exchange-rates/for-date'),
  importReference: sql('exchange-rates/import-reference'),
};

/** Exchange rates: a business's own (per base currency and date) and the operator's reference table. */
export class ExchangeRatesRepo {
  constructor(private readonly db: Executor) {}

  /**
   * The business currency and the candidates for each of `currencies` on `date`: always at
   * least one row (with `currency` null when no currency asked for has a rate).
   */
  inForce(businessId: number, currencies: string[], date: string): Promise<RateCandidateRow[]> {
    return this.db.many(q.inForce, { businessId, currencies, date });
  }

  /** The business currency, share-locked until the transaction ends (call inside one). */
  async lockCurrency(businessId: number): Promise<string> {
    const row = await this.db.oneOrNone<{ currency: string }>(q.lockCurrency, { businessId });
    return row?.currency ?? 'USD';
  }

  async upsert(businessId: number, base: string, date: string, rates: Record<string, string>): Promise<void> {
    const currencies = Object.keys(rates);
    await this.db.none(q.upsert, {
      businessId,
      base,
      date,
      currencies,
      rates: currencies.map((c) => rates[c]),
    });
  }

  async forDate(businessId: number, base: string, date: string): Promise<Record<string, string>> {
    const rows = await this.db.any<{ currency: string; rate: string }>(q.forDate, { businessId, base, date });
    return Object.fromEntries(rows.map((r) => [r.currency, r.rate]));
  }

  /** Reference rows (units per EUR), replacing any for the same currency and date. */
  async importReference(rows: { currency: string; date: string; perEur: string }[]): Promise<void> {
    await this.db.none(q.importReference, {
      currencies: rows.map((r) => r.currency),
      dates: rows.map((r) => r.date),
      rates: rows.map((r) => r.perEur),
    });
  }
}
