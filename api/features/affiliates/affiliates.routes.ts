import { Router } from 'express';
import { created, noContent, ok } from '../../http/envelope';
import { exportDownloadGuards } from '../../http/export-download';
import type { RouteContext } from '../../http/route-context';
import { businessIdOf, requireScope } from '../../middleware/auth';
import { validate, validQuery } from '../../middleware/validate';
import { exportAffiliates } from './affiliates.export';
import {
  affiliateParams,
  commissionBody,
  createBody,
  exportQuery,
  listQuery,
  type StatsQuery,
  patchBody,
  reasonBody,
  registerBody,
  statsQuery,
} from './affiliates.schemas';
import {
  createAffiliate,
  deleteAffiliate,
  getAffiliate,
  listAffiliates,
  registerAffiliate,
  updateAffiliate,
} from './affiliates.service';
import { affiliateStats, businessStats, getCommission, setCommission } from './affiliates.stats';
import { transition, type Transition } from './affiliates.status';

const TRANSITION_MESSAGES: Record<Transition, string> = {
  approve: 'Affiliate approved successfully',
  suspend: 'Affiliate suspended successfully',
  reactivate: 'Affiliate reactivated successfully',
  terminate: 'Affiliate terminated successfully',
};

export function affiliatesRoutes(ctx: RouteContext): Router {
  const { deps, limits } = ctx;
  const r = Router();
  const read = [requireScope(deps, 'affiliates:read'), limits.middleware('read')];
  const write = [requireScope(deps, 'affiliates:write'), limits.middleware('write')];
  const id = (req: { params: Record<string, unknown> }) => req.params.id as number;

  r.get('/v1/affiliates', ...read, validate({ query: listQuery }), async (req, res) => {
    ok(
      res,
      'Affiliates retrieved successfully',
      await listAffiliates(deps, businessIdOf(req), validQuery(req, listQuery)),
    );
  });

  // Fixed paths before /:id, which would otherwise take them as (invalid) ids.
  r.get('/v1/affiliates/stats', ...read, async (req, res) => {
    ok(res, 'Affiliate statistics retrieved successfully', await businessStats(deps, businessIdOf(req)));
  });

  r.get(
    '/v1/affiliates/export',
    ...exportDownloadGuards(ctx, 'affiliates:read', exportQuery),
    async (req, res) => {
      await exportAffiliates(deps, businessIdOf(req), res, validQuery(req, exportQuery));
    },
  );

  r.post(
    '/v1/affiliates/register',
    requireScope(deps, 'affiliates:write'),
    limits.middleware('register'),
    validate({ body: registerBody }),
    async (req, res) => {
      created(
        res,
        'Affiliate registered successfully',
        await registerAffiliate(deps, businessIdOf(req), req.body),
      );
    },
  );

  r.post('/v1/affiliates', ...write, validate({ body: createBody }), async (req, res) => {
    created(res, 'Affiliate created successfully', await createAffiliate(deps, businessIdOf(req), req.body));
  });

  r.get('/v1/affiliates/:id', ...read, validate({ params: affiliateParams }), async (req, res) => {
    ok(res, 'Affiliate retrieved successfully', await getAffiliate(deps, businessIdOf(req), id(req)));
  });

  r.patch(
    '/v1/affiliates/:id',
    ...write,
    validate({ params: affiliateParams, body: patchBody }),
    async (req, res) => {
      ok(
        res,
        'Affiliate updated successfully',
        await updateAffiliate(deps, businessIdOf(req), id(req), req.body),
      );
    },
  );

  r.delete('/v1/affiliates/:id', ...write, validate({ params: affiliateParams }), async (req, res) => {
    await deleteAffiliate(deps, businessIdOf(req), id(req));
    noContent(res);
  });

  for (const name of ['approve', 'reactivate'] as const) {
    r.post(
      `/v1/affiliates/:id/${name}`,
      ...write,
      validate({ params: affiliateParams }),
      async (req, res) => {
        ok(res, TRANSITION_MESSAGES[name], await transition(deps, businessIdOf(req), id(req), name));
      },
    );
  }
  for (const name of ['suspend', 'terminate'] as const) {
    r.post(
      `/v1/affiliates/:id/${name}`,
      ...write,
      validate({ params: affiliateParams, body: reasonBody }),
      async (req, res) => {
        ok(
          res,
          TRANSITION_MESSAGES[name],
          await transition(deps, businessIdOf(req), id(req), name, req.body.reason),
        );
      },
    );
  }

  r.get(
    '/v1/affiliates/:id/stats',
    ...read,
    validate({ params: affiliateParams, query: statsQuery }),
    async (req, res) => {
      ok(
        res,
        'Affiliate statistics retrieved successfully',
        await affiliateStats(deps, businessIdOf(req), id(req), req.query as StatsQuery),
      );
    },
  );

  r.get('/v1/affiliates/:id/commission', ...read, validate({ params: affiliateParams }), async (req, res) => {
    ok(
      res,
      'Affiliate commission retrieved successfully',
      await getCommission(deps, businessIdOf(req), id(req)),
    );
  });

  r.put(
    '/v1/affiliates/:id/commission',
    ...write,
    validate({ params: affiliateParams, body: commissionBody }),
    async (req, res) => {
      ok(
        res,
        'Affiliate commission updated successfully',
        await setCommission(deps, businessIdOf(req), id(req), req.body.commission_rate),
      );
    },
  );

  return r;
}
