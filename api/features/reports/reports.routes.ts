import { Router } from 'express';
import { sendExport } from '../../http/export';
import { ok } from '../../http/envelope';
import { exportDownloadGuards } from '../../http/export-download';
import type { RouteContext } from '../../http/route-context';
import { businessIdOf, requireScope } from '../../middleware/auth';
import { validate, validQuery } from '../../middleware/validate';
import { reportSections } from './report-export';
import { payoutsQuery } from '../../payments/payout-filters';
import { chartQuery, exportQuery, limitQuery, statsQuery } from './reports.schemas';
import { clicksByCampaign, commissionChart, payoutsReport, stats, topAffiliates } from './reports.service';

export function reportsRoutes(ctx: RouteContext): Router {
  const { deps, limits } = ctx;
  const r = Router();
  const read = [requireScope(deps, 'reports:read'), limits.middleware('read')];
  r.get('/v1/reports/stats', ...read, validate({ query: statsQuery }), async (req, res) => {
    ok(res, 'Report statistics retrieved successfully', await stats(deps, businessIdOf(req), req.query));
  });
  r.get('/v1/reports/commission-chart', ...read, validate({ query: chartQuery }), async (req, res) => {
    ok(
      res,
      'Commission chart retrieved successfully',
      await commissionChart(deps, businessIdOf(req), req.query),
    );
  });
  r.get('/v1/reports/top-affiliates', ...read, validate({ query: limitQuery }), async (req, res) => {
    ok(res, 'Top affiliates retrieved successfully', await topAffiliates(deps, businessIdOf(req), req.query));
  });
  r.get('/v1/reports/clicks-by-campaign', ...read, validate({ query: limitQuery }), async (req, res) => {
    ok(
      res,
      'Clicks by campaign retrieved successfully',
      await clicksByCampaign(deps, businessIdOf(req), req.query),
    );
  });
  r.get('/v1/reports/payouts', ...read, validate({ query: payoutsQuery }), async (req, res) => {
    ok(res, 'Payouts retrieved successfully', await payoutsReport(deps, businessIdOf(req), req.query));
  });
  r.get('/v1/reports/export', ...exportDownloadGuards(ctx, 'reports:read', exportQuery), async (req, res) => {
    const q = validQuery(req, exportQuery);
    const { baseName, sections } = await reportSections(deps, businessIdOf(req), q);
    await sendExport(res, q.format, baseName, sections);
  });
  return r;
}
