import { Router, type Request } from 'express';
import { accepted, created, noContent, ok } from '../../http/envelope';
import { clientAddressOf } from '../../http/client-address';
import type { RouteContext } from '../../http/route-context';
import { businessIdOf, requireScope } from '../../middleware/auth';
import { validate, validQuery } from '../../middleware/validate';
import { affiliateParams } from '../affiliates/affiliates.schemas';
import { listCoupons } from '../coupons/coupons.service';
import { affiliateBalance, ledgerPage } from '../ledger/ledger.service';
import { listPayouts } from '../payouts/payouts.service';
import type { RangeQuery } from '../../reporting/report-reads';
import { portalOf, requirePortal } from './portal-auth';
import {
  changePassword,
  confirmReset,
  issueReset,
  logout,
  requestReset,
  signIn,
} from './portal-auth.service';
import { portalCors } from './portal-cors';
import * as S from './portal.schemas';
import { createPortalLink, patchPortalMe, portalConversions, portalLinks, portalMe } from './portal.service';
import { portalStats } from './portal-stats';
import { payoutMethodBody } from '../../payments/details';
import { setPayoutMethod } from '../payout-methods/payout-methods.service';
import { SignInLimits } from './sign-in-limits';

/** The affiliate portal (README, "For affiliates"): its own door, one membership's data. */
export function portalRoutes({ deps, limits }: RouteContext): Router {
  const r = Router();
  const signInLimits = new SignInLimits(deps);
  const client = clientAddressOf(deps.config);
  const ip = (req: Request) => client.ip(req);
  const read = [requirePortal(deps), limits.middleware('portalRead')];
  const write = [requirePortal(deps), limits.middleware('portalWrite')];
  const open = limits.middleware('token');

  r.use(portalCors(deps));

  r.post('/v1/portal/token', open, validate({ body: S.signInBody }), async (req, res) => {
    ok(res, 'Signed in', await signIn(deps, signInLimits, ip(req), req.body));
  });
  r.post('/v1/portal/password-reset', open, validate({ body: S.resetRequestBody }), async (req, res) => {
    await requestReset(deps, signInLimits, ip(req), req.body);
    accepted(res, 'If the account exists, a reset has been requested');
  });
  r.post(
    '/v1/portal/password-reset/confirm',
    open,
    validate({ body: S.resetConfirmBody }),
    async (req, res) => {
      await confirmReset(deps, req.body);
      noContent(res);
    },
  );
  r.post('/v1/portal/logout', ...write, async (req, res) => {
    await logout(deps, portalOf(req));
    noContent(res);
  });
  r.post('/v1/portal/password', ...write, validate({ body: S.passwordBody }), async (req, res) => {
    await changePassword(deps, signInLimits, ip(req), portalOf(req), req.body);
    noContent(res);
  });

  r.get('/v1/portal/me', ...read, async (req, res) => {
    ok(res, 'Profile retrieved successfully', await portalMe(deps, portalOf(req)));
  });
  r.patch('/v1/portal/me', ...write, validate({ body: S.meBody }), async (req, res) => {
    ok(res, 'Profile updated successfully', await patchPortalMe(deps, portalOf(req), req.body));
  });
  r.put('/v1/portal/payout-method', ...write, validate({ body: payoutMethodBody }), async (req, res) => {
    const p = portalOf(req);
    ok(
      res,
      'Payout method saved successfully',
      await setPayoutMethod(deps, p.businessId, p.affiliateId, req.body),
    );
  });
  r.get('/v1/portal/links', ...read, validate({ query: S.linksQuery }), async (req, res) => {
    ok(
      res,
      'Links retrieved successfully',
      await portalLinks(deps, portalOf(req), validQuery(req, S.linksQuery)),
    );
  });
  r.post('/v1/portal/links', ...write, validate({ body: S.linkBody }), async (req, res) => {
    created(res, 'Link created successfully', await createPortalLink(deps, portalOf(req), req.body));
  });
  r.get('/v1/portal/coupons', ...read, async (req, res) => {
    const p = portalOf(req);
    ok(res, 'Coupons retrieved successfully', await listCoupons(deps, p.businessId, p.affiliateId));
  });
  r.get('/v1/portal/stats', ...read, validate({ query: S.statsQuery }), async (req, res) => {
    ok(
      res,
      'Statistics retrieved successfully',
      await portalStats(deps, portalOf(req), req.query as RangeQuery),
    );
  });
  r.get('/v1/portal/conversions', ...read, validate({ query: S.conversionsQuery }), async (req, res) => {
    ok(
      res,
      'Conversions retrieved successfully',
      await portalConversions(deps, portalOf(req), validQuery(req, S.conversionsQuery)),
    );
  });
  r.get('/v1/portal/balance', ...read, async (req, res) => {
    const p = portalOf(req);
    ok(res, 'Balance retrieved successfully', await affiliateBalance(deps, p.businessId, p.affiliateId));
  });
  r.get('/v1/portal/ledger', ...read, validate({ query: S.ledgerQuery }), async (req, res) => {
    const p = portalOf(req);
    ok(res, 'Ledger retrieved successfully', await ledgerPage(deps, p.businessId, p.affiliateId, req.query));
  });
  r.get('/v1/portal/payouts', ...read, validate({ query: S.payoutsQuery }), async (req, res) => {
    const p = portalOf(req);
    ok(
      res,
      'Payouts retrieved successfully',
      await listPayouts(deps, p.businessId, { ...req.query, affiliate_id: p.affiliateId }),
    );
  });

  // The merchant's door: a reset token to hand the affiliate through the merchant's own channel.
  r.post(
    '/v1/affiliates/:id/password-reset',
    requireScope(deps, 'affiliates:write'),
    limits.middleware('write'),
    validate({ params: affiliateParams }),
    async (req, res) => {
      created(res, 'Password reset issued', await issueReset(deps, businessIdOf(req), Number(req.params.id)));
    },
  );
  return r;
}
