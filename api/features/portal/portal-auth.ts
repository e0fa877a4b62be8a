import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Deps } from '../../deps';
import { UnauthorizedError } from '../../errors';
import { tag } from '../../http/route-meta';
import type { PortalContext } from '../../http/types';
import { authenticatePortal } from './portal-auth.service';

const BEARER = /^Bearer\s+(\S{1,512})\s*$/i;

/**
 * The portal's own door: a portal token only (a merchant token is 403, as a portal token is
 * at the merchant door: api/middleware/auth.ts).
 */
export function requirePortal(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'redis'>): RequestHandler {
  return tag(
    async (req: Request, _res: Response, next: NextFunction) => {
      const m = BEARER.exec(req.get('authorization') ?? '');
      if (!m) throw new UnauthorizedError('Missing bearer token');
      req.portal = await authenticatePortal(deps, m[1]);
      next();
    },
    { portal: true },
  );
}

/** The signed-in membership; only valid behind requirePortal. */
export function portalOf(req: Request): PortalContext {
  if (!req.portal) throw new UnauthorizedError();
  return req.portal;
}
