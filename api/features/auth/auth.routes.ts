import { Router } from 'express';
import { ok } from '../../http/envelope';
import type { RouteContext } from '../../http/route-context';
import { validate } from '../../middleware/validate';
import { tokenBody } from './auth.schemas';
import { issueToken } from '../../security/tokens';

export function authRoutes({ deps, limits }: RouteContext): Router {
  const r = Router();
  r.post('/v1/auth/token', limits.middleware('token'), validate({ body: tokenBody }), async (req, res) => {
    ok(res, 'Access token issued', await issueToken(deps, req.body.api_key, req.body.api_secret));
  });
  return r;
}
