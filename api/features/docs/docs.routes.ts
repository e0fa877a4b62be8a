import path from 'node:path';
import express, { Router, type Express } from 'express';
import type { RouteContext } from '../../http/route-context';
import { buildOpenApi } from './openapi';

const SWAGGER_UI = path.dirname(require.resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Affiliate API reference</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/init.js"></script></body></html>`;

const INIT = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

/** GET /openapi.json and the rendered reference at /docs (assets served by the app, no CDN). */
export function docsRoutes(_ctx: RouteContext): Router {
  const r = Router();
  let cached: unknown = null;
  r.get('/openapi.json', (req, res) => {
    cached ??= buildOpenApi(req.app as Express);
    res.json(cached);
  });
  r.get('/docs', (_req, res) => {
    res.type('html').send(PAGE);
  });
  r.get('/docs/init.js', (_req, res) => {
    res.type('application/javascript').send(INIT);
  });
  r.use('/docs/assets', express.static(SWAGGER_UI, { index: false, maxAge: '1d' }));
  return r;
}
