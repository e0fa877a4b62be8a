import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { Deps } from './deps';
import { BadRequestError, MethodNotAllowedError, NotFoundError } from './errors';
import { allowedMethods } from './http/routes';
import { metrics } from './metrics';
import { features } from './features';
import { clientAddressOf } from './http/client-address';
import { securityHeadersMiddleware } from './http/security-headers';
import './http/types';
import { DownloadSlots } from './middleware/download-slots';
import { errorHandler } from './middleware/error-handler';
import { RateLimits } from './middleware/rate-limit';
import { requestId } from './middleware/request-id';

/** Builds the Express app; tests build one per case against the same stores. */
export function createApp(deps: Deps): Express {
  const app = express();
  app.disable('x-powered-by');
  // The same compiled rule the raw hot paths use, so req.ip, req.protocol and req.host agree with them.
  app.set('trust proxy', clientAddressOf(deps.config).trust);
  app.set('query parser', 'simple');
  app.use(securityHeadersMiddleware(deps.config.appScheme));
  app.use(requestId);
  app.use((req: Request, res: Response, next: NextFunction) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      // The route pattern, not the path, keeps the label set bounded.
      const route = req.route ? `${req.baseUrl}${String(req.route.path)}` : 'unmatched';
      metrics.httpDuration.observe({ method: req.method, route, status: String(res.statusCode) }, ms / 1000);
      // The path as requested: req.path is relative to the router that answered (a static
      // folder's '/swagger-ui.css'); the query string stays out (a download link's token).
      const path = req.originalUrl.split('?')[0];
      deps.logger.info({ reqId: req.id, method: req.method, path, status: res.statusCode, ms }, 'request');
    });
    next();
  });
  // Any JSON value parses (strict: false): a body of `null` or `5` is valid JSON of the wrong
  // type, a 422 from validation, where only text that is not JSON is a 400.
  // A server-side batch of 500 events whose fields are all at their maximum is about 4.3 MB
  // of JSON text; every other body is far under 2 MB.
  const JSON_TYPES = ['application/json', 'application/*+json'];
  const json = express.json({ limit: '2mb', strict: false, type: JSON_TYPES });
  const batchJson = express.json({ limit: '8mb', strict: false, type: JSON_TYPES });
  // Matched as Express routes are: any case, an optional trailing slash.
  const batchPath = /^\/v1\/pageviews\/?$/i;
  // Billing providers sign the bytes they send: their hooks read the body raw, and the JSON
  // parser then leaves it alone (api/features/integrations).
  app.use('/hooks', express.raw({ limit: '2mb', type: () => true }));
  app.use((req: Request, res: Response, next: NextFunction) =>
    (batchPath.test(req.path) ? batchJson : json)(req, res, next),
  );
  // A body of another type (a form, text) is refused: read as {}, a PATCH would answer 200
  // having changed nothing, and a reject would drop its reason. An absent body validates as {},
  // so required fields report as missing.
  app.use((req: Request, _res: Response, next: NextFunction) => {
    if (req.body === undefined && hasBody(req))
      return next(
        new BadRequestError(
          looksLikeClickHouseClient(req)
            ? "This looks like a ClickHouse client: the analysts' endpoint is /clickhouse. With " +
                "@clickhouse/client give it as pathname: '/clickhouse' (a path inside url names the database); " +
                'see docs/clickhouse.md'
            : 'The request body must be JSON (Content-Type: application/json)',
        ),
      );
    if (req.body === undefined) req.body = {};
    next();
  });

  const limits = new RateLimits(deps);
  const downloads = new DownloadSlots(deps);
  for (const routes of features) app.use(routes({ deps, limits, downloads }));

  // Read once the routes are all registered, on the first request that matched none.
  let allowed: ((path: string) => string[]) | null = null;
  app.use((req: Request, _res: Response, next: NextFunction) => {
    allowed ??= allowedMethods(app);
    const methods = allowed(req.path);
    next(
      methods.length ? new MethodNotAllowedError(req.method, methods) : new NotFoundError('Route not found'),
    );
  });
  app.use(errorHandler(deps.logger));
  return app;
}

/**
 * A ClickHouse HTTP client (SQL in the body, its parameters in the query string) that missed
 * /clickhouse: @clickhouse/client reads a path in `url` as the database and posts to `/`.
 */
function looksLikeClickHouseClient(req: Request): boolean {
  const q = req.query as Record<string, unknown>;
  return (
    /clickhouse/i.test(req.get('user-agent') ?? '') ||
    ['query', 'query_id', 'database', 'default_format'].some((k) => k in q)
  );
}

/**
 * Whether the request carries a body. Not type-is's hasBody (behind req.is): it counts
 * `Content-Length: 0`, which a bodiless POST sends, as a body.
 */
function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
