import { Router } from 'express';
import { created, ok } from '../../http/envelope';
import type { RouteContext } from '../../http/route-context';
import { businessIdOf, requireScope } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { adjustmentBody, ledgerParams, ledgerQuery } from './ledger.schemas';
import { addAdjustment, affiliateBalance, ledgerPage } from './ledger.service';

/** An affiliate's ledger and balance (README, "Refunds, clawbacks and balances"). */
export function ledgerRoutes({ deps, limits }: RouteContext): Router {
  const r = Router();
  const read = [requireScope(deps, 'affiliates:read'), limits.middleware('read')];
  const id = (req: { params: Record<string, unknown> }) => Number(req.params.id);
  r.get(
    '/v1/affiliates/:id/ledger',
    ...read,
    validate({ params: ledgerParams, query: ledgerQuery }),
    async (req, res) => {
      ok(res, 'Ledger retrieved successfully', await ledgerPage(deps, businessIdOf(req), id(req), req.query));
    },
  );
  r.get('/v1/affiliates/:id/balance', ...read, validate({ params: ledgerParams }), async (req, res) => {
    ok(res, 'Balance retrieved successfully', await affiliateBalance(deps, businessIdOf(req), id(req)));
  });
  r.post(
    '/v1/affiliates/:id/adjustments',
    requireScope(deps, 'affiliates:write'),
    limits.middleware('write'),
    validate({ params: ledgerParams, body: adjustmentBody }),
    async (req, res) => {
      created(res, 'Adjustment recorded', await addAdjustment(deps, businessIdOf(req), id(req), req.body));
    },
  );
  return r;
}
