import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { Deps } from './deps';
import { BadRequestError, NotFoundError } from './errors';
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
      deps.logger.info(
        { reqId: req.id, method: req.method, path: req.path, status: res.statusCode, ms },
        'request',
      );
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
      return next(new BadRequestError('The request body must be JSON (Content-Type: application/json)'));
    if (req.body === undefined) req.body = {};
    next();
  });

  const limits = new RateLimits(deps);
  const downloads = new DownloadSlots(deps);
  for (const routes of features) app.use(routes({ deps, limits, downloads }));

  app.use((_req: Request, _res: Response, next: NextFunction) => next(new NotFoundError('Route not found')));
  app.use(errorHandler(deps.logger));
  return app;
}

/**
 * Whether the request carries a body. Not type-is's hasBody (behind req.is): it counts
 * `Content-Length: 0`, which a bodiless POST sends, as a body.
 */
function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
