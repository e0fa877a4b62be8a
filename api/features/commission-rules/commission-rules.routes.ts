import { Router } from 'express';
import { created, noContent, ok } from '../../http/envelope';
import type { RouteContext } from '../../http/route-context';
import { idParams } from '../../http/schemas';
import { businessIdOf, requireScope } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { ruleCreateBody, rulePatchBody } from './commission-rules.schemas';
import { createRule, deleteRule, listRules, updateRule } from './commission-rules.service';

export function commissionRulesRoutes({ deps, limits }: RouteContext): Router {
  const r = Router();
  const read = [requireScope(deps, 'affiliates:read'), limits.middleware('read')];
  const write = [requireScope(deps, 'affiliates:write'), limits.middleware('write')];

  r.get('/v1/links/:id/commission-rules', ...read, validate({ params: idParams('id') }), async (req, res) => {
    ok(
      res,
      'Commission rules retrieved successfully',
      await listRules(deps, businessIdOf(req), Number(req.params.id)),
    );
  });
  r.post(
    '/v1/links/:id/commission-rules',
    ...write,
    validate({ params: idParams('id'), body: ruleCreateBody }),
    async (req, res) => {
      const rule = await createRule(deps, businessIdOf(req), Number(req.params.id), req.body);
      created(res, 'Commission rule created successfully', rule);
    },
  );
  r.patch(
    '/v1/links/:linkId/commission-rules/:ruleId',
    ...write,
    validate({ params: idParams('linkId', 'ruleId'), body: rulePatchBody }),
    async (req, res) => {
      const { linkId, ruleId } = req.params;
      const rule = await updateRule(deps, businessIdOf(req), Number(linkId), Number(ruleId), req.body);
      ok(res, 'Commission rule updated successfully', rule);
    },
  );
  r.delete(
    '/v1/links/:linkId/commission-rules/:ruleId',
    ...write,
    validate({ params: idParams('linkId', 'ruleId') }),
    async (req, res) => {
      const { linkId, ruleId } = req.params;
      await deleteRule(deps, businessIdOf(req), Number(linkId), Number(ruleId));
      noContent(res);
    },
  );
  return r;
}
