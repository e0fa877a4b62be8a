import { Router } from 'express';
import { ok } from '../../http/envelope';
import type { RouteContext } from '../../http/route-context';
import { businessIdOf, requireScope } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { disconnectBody } from './connection.schemas';
import { connectionStatus, disconnect } from './connection.service';

export function connectionRoutes({ deps, limits }: RouteContext): Router {
  const r = Router();
  r.get(
    '/v1/connection/status',
    requireScope(deps, 'connections:read'),
    limits.middleware('connectionRead'),
    async (req, res) => {
      ok(res, 'Connection is active', await connectionStatus(deps, businessIdOf(req)));
    },
  );
  r.post(
    '/v1/connection/disconnect',
    requireScope(deps, 'connections:write'),
    limits.middleware('connectionWrite'),
    validate({ body: disconnectBody }),
    async (req, res) => {
      await disconnect(deps, businessIdOf(req), req.body.reason ?? null);
      ok(res, 'Business disconnected successfully');
    },
  );
  return r;
}
