import { Router } from 'express';
import { created, noContent, ok } from '../../http/envelope';
import type { RouteContext } from '../../http/route-context';
import { idParams } from '../../http/schemas';
import { businessIdOf, requireScope } from '../../middleware/auth';
import { validate, validQuery } from '../../middleware/validate';
import { affiliateLinkListQuery, linkCreateBody, linkListQuery, linkPatchBody } from './links.schemas';
import { createLink, deleteLink, linkStats, listLinks, updateLink } from './links.service';

export function linksRoutes({ deps, limits }: RouteContext): Router {
  const r = Router();
  const read = [requireScope(deps, 'affiliates:read'), limits.middleware('read')];
  const write = [requireScope(deps, 'affiliates:write'), limits.middleware('write')];

  // Before any /v1/links/:id route, so "stats" is never read as an id.
  r.get('/v1/links/stats', ...read, async (req, res) => {
    ok(res, 'Referral link statistics retrieved successfully', await linkStats(deps, businessIdOf(req)));
  });
  r.get('/v1/links', ...read, validate({ query: linkListQuery }), async (req, res) => {
    ok(
      res,
      'Referral links retrieved successfully',
      await listLinks(deps, businessIdOf(req), validQuery(req, linkListQuery)),
    );
  });
  r.get(
    '/v1/affiliates/:affiliateId/links',
    ...read,
    validate({ params: idParams('affiliateId'), query: affiliateLinkListQuery }),
    async (req, res) => {
      const affiliateId = Number(req.params.affiliateId);
      ok(
        res,
        'Referral links retrieved successfully',
        await listLinks(deps, businessIdOf(req), validQuery(req, affiliateLinkListQuery), affiliateId),
      );
    },
  );
  r.post(
    '/v1/affiliates/:affiliateId/links',
    ...write,
    validate({ params: idParams('affiliateId'), body: linkCreateBody }),
    async (req, res) => {
      const link = await createLink(deps, businessIdOf(req), Number(req.params.affiliateId), req.body);
      created(res, 'Referral link created successfully', link);
    },
  );
  r.patch(
    '/v1/links/:id',
    ...write,
    validate({ params: idParams('id'), body: linkPatchBody }),
    async (req, res) => {
      ok(
        res,
        'Referral link updated successfully',
        await updateLink(deps, businessIdOf(req), Number(req.params.id), req.body),
      );
    },
  );
  r.delete('/v1/links/:id', ...write, validate({ params: idParams('id') }), async (req, res) => {
    await deleteLink(deps, businessIdOf(req), Number(req.params.id));
    noContent(res);
  });
  return r;
}
