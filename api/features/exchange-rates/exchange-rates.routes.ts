import { Router } from 'express';
import { ok } from '../../http/envelope';
import type { RouteContext } from '../../http/route-context';
import { businessIdOf, requireScope } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { putRatesBody, rateDateParams, ratesQuery } from './exchange-rates.schemas';
import { getRates, putRates } from './exchange-rates.service';

/** Exchange rates against the business currency (README, "Currencies and exchange rates"). */
export function exchangeRatesRoutes({ deps, limits }: RouteContext): Router {
  const r = Router();
  r.put(
    '/v1/exchange-rates/:date',
    requireScope(deps, 'settings:write'),
    limits.middleware('settingsWrite'),
    validate({ params: rateDateParams, body: putRatesBody }),
    async (req, res) => {
      const date = String(req.params.date);
      ok(res, 'Exchange rates saved', await putRates(deps, businessIdOf(req), date, req.body.rates));
    },
  );
  r.get(
    '/v1/exchange-rates',
    requireScope(deps, 'settings:read'),
    limits.middleware('settingsRead'),
    validate({ query: ratesQuery }),
    async (req, res) => {
      const date =
        (req.query.date as string | undefined) ?? new Date(deps.clock.now()).toISOString().slice(0, 10);
      ok(res, 'Exchange rates retrieved', await getRates(deps, businessIdOf(req), date));
    },
  );
  return r;
}
