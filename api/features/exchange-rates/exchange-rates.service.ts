import type { Deps } from '../../deps';
import { ratesInForce } from '../../money/rates';
import { ValidationError } from '../../errors';

/** PUT /v1/exchange-rates/{date}: names replaced, others kept; the business currency refused. */
export async function putRates(
  deps: Pick<Deps, 'db'>,
  businessId: number,
  date: string,
  rates: Record<string, string>,
): Promise<{ date: string; base: string; rates: Record<string, string> }> {
  return deps.db.tx('exchange-rates-put', async (tx) => {
    const base = (await tx.settings.get(businessId)).currency;
    if (Object.hasOwn(rates, base))
      throw ValidationError.field(`rates.${base}`, `${base} is the business currency; it has no rate`);
    await tx.exchangeRates.upsert(businessId, base, date, rates);
    return { date, base, rates: await tx.exchangeRates.forDate(businessId, base, date) };
  });
}

/** GET /v1/exchange-rates?date=: every rate in force on the date, each with the date it was set for. */
export async function getRates(deps: Pick<Deps, 'db'>, businessId: number, date: string) {
  const { base, rates } = await ratesInForce(deps.db, businessId, date);
  return { date, base, rates: Object.fromEntries(rates) };
}
