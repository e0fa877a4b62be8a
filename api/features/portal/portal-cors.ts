import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Deps } from '../../deps';
import { sha256 } from '../../security/crypto';
import { PORTAL_TOKEN_PREFIX } from './portal-auth.service';

const PORTAL_PATH = /^\/v1\/portal(?:\/|$)/i;
const BEARER = /^Bearer\s+(\S{1,512})\s*$/i;

/**
 * The origins of the business a portal request concerns: the token's, else the one the body
 * names (its slug at sign-in and reset, its reset token at confirm).
 */
async function originsFor(deps: Pick<Deps, 'db'>, req: Request): Promise<string[]> {
  const token = BEARER.exec(req.get('authorization') ?? '')?.[1];
  if (token?.startsWith(PORTAL_TOKEN_PREFIX)) {
    const row = await deps.db.portal.findToken(sha256(token));
    return row ? deps.db.portal.originsOf(row.business_id) : [];
  }
  const body = (req.body ?? {}) as Record<string, unknown>;
  if (typeof body.business === 'string' && body.business.length <= 255)
    return (await deps.db.portal.businessBySlug(body.business))?.portal_origins ?? [];
  if (typeof body.token === 'string' && body.token.length <= 512) {
    const businessId = await deps.db.portal.resetBusiness(sha256(body.token));
    return businessId === null ? [] : deps.db.portal.originsOf(businessId);
  }
  return [];
}

/**
 * CORS for the portal (README, "For affiliates"): a preflight is 204 with the methods and
 * headers, allowing an Origin that any business lists (it carries no token to say which
 * business); an actual request is allowed for an Origin the business concerned lists.
 */
export function portalCors(deps: Pick<Deps, 'db'>): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!PORTAL_PATH.test(req.path)) return next();
    const origin = req.get('origin')?.toLowerCase();
    if (req.method === 'OPTIONS') {
      res.vary('Origin');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PATCH, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
      res.setHeader('Access-Control-Max-Age', '600');
      if (origin && origin.length <= 255 && (await deps.db.portal.originListed(origin)))
        res.setHeader('Access-Control-Allow-Origin', origin);
      res.status(204).end();
      return;
    }
    if (origin) {
      res.vary('Origin');
      if ((await originsFor(deps, req)).includes(origin)) {
        res.setHeader('Access-Control-Allow-Origin', origin);
        res.setHeader(
          'Access-Control-Expose-Headers',
          'Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining',
        );
      }
    }
    next();
  };
}
