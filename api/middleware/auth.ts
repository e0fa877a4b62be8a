import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Deps } from '../deps';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { authenticate } from '../security/tokens';
import type { Scope } from '../security/scopes';
import { tag } from '../http/route-meta';
import type { AuthContext } from '../http/types';

const BEARER = /^Bearer\s+(\S{1,512})\s*$/i;

/** Bearer authentication plus the endpoint's scope: 401 bad token, 403 inactive business or scope. */
export function requireScope(deps: Deps, scope: Scope): RequestHandler {
  return tag(
    async (req: Request, _res: Response, next: NextFunction) => {
      const m = BEARER.exec(req.get('authorization') ?? '');
      if (!m) throw new UnauthorizedError('Missing bearer token');
      const auth = await authenticate(deps, m[1]);
      if (!auth.scopes.includes(scope)) throw new ForbiddenError(`This token lacks the ${scope} scope`);
      req.auth = auth;
      next();
    },
    { scope },
  );
}

/** The authenticated caller; only valid behind requireScope. */
export function authOf(req: Request): AuthContext {
  if (!req.auth) throw new UnauthorizedError();
  return req.auth;
}

export const businessIdOf = (req: Request): number => authOf(req).businessId;

/**
 * Bearer authentication for endpoints whose scope depends on the resource (asynchronous
 * exports take the scope of the matching read endpoint): the token must hold at least one of
 * `scopes` here, and the service checks the exact one with `assertScope`.
 */
export function requireAnyScope(deps: Deps, scopes: readonly Scope[]): RequestHandler {
  return tag(
    async (req: Request, _res: Response, next: NextFunction) => {
      const m = BEARER.exec(req.get('authorization') ?? '');
      if (!m) throw new UnauthorizedError('Missing bearer token');
      const auth = await authenticate(deps, m[1]);
      if (!scopes.some((s) => auth.scopes.includes(s)))
        throw new ForbiddenError(`This token lacks the ${scopes.join(' or ')} scope`);
      req.auth = auth;
      next();
    },
    { scope: scopes.join(' | ') },
  );
}

export function assertScope(req: Request, scope: Scope): void {
  if (!authOf(req).scopes.includes(scope)) throw new ForbiddenError(`This token lacks the ${scope} scope`);
}
