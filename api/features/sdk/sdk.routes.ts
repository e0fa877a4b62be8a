import fs from 'node:fs';
import path from 'node:path';
import { Router, type Request } from 'express';
import { ok } from '../../http/envelope';
import type { RouteContext } from '../../http/route-context';
import { businessIdOf, requireScope } from '../../middleware/auth';
import { sdkInit } from './sdk.service';

/** The browser script, read once; it holds no per-business data, so one copy serves all. */
const SDK_JS = fs.readFileSync(path.join(__dirname, 'browser', 'sdk.js'), 'utf8');

const PLAIN_HOST = /^([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/;

/**
 * Where shops' browsers reach this API: the scheme and host the request came in on (behind
 * TRUST_PROXY, X-Forwarded-Proto and X-Forwarded-Host), as the merchant's integration calls
 * the same public address. A Host that is not a plain host name falls back to
 * APP_SCHEME://APP_DOMAIN.
 */
function publicOrigin(req: Request, fallback: string): string {
  const host = req.host;
  return host && PLAIN_HOST.test(host) ? `${req.protocol}://${host}` : fallback;
}

export function sdkRoutes({ deps, limits }: RouteContext): Router {
  const r = Router();
  r.get('/v1/sdk/init', requireScope(deps, 'sdk:init'), limits.middleware('read'), async (req, res) => {
    const origin = publicOrigin(req, `${deps.config.appScheme}://${deps.config.appDomain}`);
    ok(res, 'SDK configuration', await sdkInit(deps, businessIdOf(req), origin));
  });
  r.get('/sdk.js', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.type('application/javascript; charset=utf-8').send(SDK_JS);
  });
  return r;
}
