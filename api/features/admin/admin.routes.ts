import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { sameDigest, sha256 } from '../../security/crypto';
import { UnauthorizedError } from '../../errors';
import type { Deps } from '../../deps';
import type { RouteContext } from '../../http/route-context';
import { QUEUE_NAMES } from '../../queues';
import { within } from '../../domain/within';
import { metrics, registry } from '../../metrics';

const BASE = '/admin/queues';
const QUEUE_DEPTH_TIMEOUT_MS = 1_000;

/**
 * Operators' pages behind ADMIN_TOKEN: a Bearer token, or (`basic`, for a browser's login
 * prompt) Basic with the token as password. Compared as digests, in constant time; with no
 * token configured nothing opens them.
 */
function adminAuth(token: string | undefined, { basic }: { basic: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const header = req.get('authorization') ?? '';
    let presented: string | null = null;
    const bearer = /^Bearer\s+(.+)$/i.exec(header);
    const basicAuth = basic ? /^Basic\s+(.+)$/i.exec(header) : null;
    if (bearer) presented = bearer[1].trim();
    else if (basicAuth)
      presented = Buffer.from(basicAuth[1], 'base64').toString('utf8').split(':').slice(1).join(':');
    if (!token || !presented || !sameDigest(sha256(presented), sha256(token))) {
      res.setHeader('WWW-Authenticate', basic ? 'Basic realm="queues"' : 'Bearer');
      throw new UnauthorizedError('Admin token required');
    }
    next();
  };
}

export function adminRoutes({ deps }: RouteContext): Router {
  const r = Router();
  const adapter = new ExpressAdapter();
  adapter.setBasePath(BASE);
  createBullBoard({
    queues: Object.values(QUEUE_NAMES).map((name) => new BullMQAdapter(deps.queues.get(name))),
    serverAdapter: adapter,
  });
  r.use(BASE, adminAuth(deps.config.adminToken, { basic: true }), adapter.getRouter());

  r.get('/metrics', ...metricsRoute(deps));
  return r;
}

/**
 * GET /metrics: this process's registry, with the queue depths read from Redis at scrape time,
 * so any process can report them; with Redis unreachable the scrape still answers, its depths
 * as last read. Metrics name routes, queues and volumes: an operator's, unless the deployment
 * makes them public. The web app and a worker's own metrics server (api/wiring/metrics-server.ts)
 * both serve it.
 */
export function metricsRoute(deps: Pick<Deps, 'config' | 'queues'>) {
  const auth = deps.config.metricsPublic
    ? (_req: Request, _res: Response, next: NextFunction) => next()
    : adminAuth(deps.config.adminToken, { basic: false });
  const handler = async (_req: Request, res: Response) => {
    await Promise.all(
      Object.values(QUEUE_NAMES).map(async (name) => {
        const counts = await within(
          deps.queues.get(name).getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed'),
          QUEUE_DEPTH_TIMEOUT_MS,
        ).catch(() => null);
        if (counts)
          for (const [state, n] of Object.entries(counts)) metrics.queueDepth.set({ queue: name, state }, n);
      }),
    );
    res.setHeader('Content-Type', registry.contentType);
    res.send(await registry.metrics());
  };
  return [auth, handler] as const;
}
