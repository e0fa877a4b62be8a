import { Router } from 'express';
import { created, ok } from '../../http/envelope';
import { sendExport } from '../../http/export';
import type { RouteContext } from '../../http/route-context';
import { businessIdOf, requireScope } from '../../middleware/auth';
import { validate, validQuery } from '../../middleware/validate';
import { payoutRunFile } from './payout-files';
import {
  completePayoutRunBody,
  createPayoutRunBody,
  payoutRunFileQuery,
  payoutRunIdParams,
  payoutRunsQuery,
} from './payout-runs.schemas';
import { completePayoutRun, createPayoutRun, getPayoutRun, listPayoutRuns } from './payout-runs.service';

/** Payout runs: every affiliate paid in one step, with the provider's file (README, "Payout runs"). */
export function payoutRunsRoutes({ deps, limits }: RouteContext): Router {
  const r = Router();
  const read = [requireScope(deps, 'payouts:read'), limits.middleware('read')];
  const write = [requireScope(deps, 'payouts:write'), limits.middleware('write')];
  r.post('/v1/payout-runs', ...write, validate({ body: createPayoutRunBody }), async (req, res) => {
    created(
      res,
      'Payout run created successfully',
      await createPayoutRun(deps, businessIdOf(req), req.body ?? {}),
    );
  });
  r.get('/v1/payout-runs', ...read, validate({ query: payoutRunsQuery }), async (req, res) => {
    const q = validQuery(req, payoutRunsQuery);
    ok(res, 'Payout runs retrieved successfully', await listPayoutRuns(deps, businessIdOf(req), q));
  });
  r.get('/v1/payout-runs/:id', ...read, validate({ params: payoutRunIdParams }), async (req, res) => {
    ok(
      res,
      'Payout run retrieved successfully',
      await getPayoutRun(deps, businessIdOf(req), Number(req.params.id)),
    );
  });
  r.get(
    '/v1/payout-runs/:id/file',
    ...read,
    validate({ params: payoutRunIdParams, query: payoutRunFileQuery }),
    async (req, res) => {
      const format = req.query.format as 'paypal' | 'wise' | 'sepa';
      const file = await payoutRunFile(deps, businessIdOf(req), Number(req.params.id), format);
      if (file.kind === 'csv') {
        await sendExport(res, 'csv', file.baseName, file.sections);
        return;
      }
      res.status(200);
      res.setHeader('Content-Type', 'application/xml; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${file.baseName}.xml"`);
      res.setHeader('Cache-Control', 'no-store');
      await file.write(res);
    },
  );
  r.post(
    '/v1/payout-runs/:id/complete',
    ...write,
    validate({ params: payoutRunIdParams, body: completePayoutRunBody }),
    async (req, res) => {
      const id = Number(req.params.id);
      const run = await completePayoutRun(deps, businessIdOf(req), id, req.body?.reference ?? null);
      ok(res, `Payout run ${id} marked as completed`, run);
    },
  );
  return r;
}
