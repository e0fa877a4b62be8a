import { Router } from 'express';
import type { RouteContext } from '../../http/route-context';
import { checkReadiness } from './health.service';

export function healthRoutes({ deps }: RouteContext): Router {
  const r = Router();
  r.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  r.get('/readyz', async (_req, res) => {
    const checks = await checkReadiness(deps);
    const ready = Object.values(checks).every((c) => c === 'ok');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not_ready', checks });
  });
  return r;
}
