import http from 'node:http';
import express from 'express';
import type { Deps } from '../deps';
import { metricsRoute } from '../features/admin/admin.routes';
import { errorHandler } from '../middleware/error-handler';
import type { Service } from '../process';

/**
 * A `worker` or `scheduler` process's own GET /metrics on METRICS_PORT: the metrics its jobs
 * record (webhook attempts and lag, ingest lag) live in its registry, not the web process's,
 * so under the Procfile each process is scraped on its own (README, "For operators").
 */
export async function startMetricsServer(
  deps: Pick<Deps, 'config' | 'queues' | 'logger'>,
  port: number,
  host = '0.0.0.0',
): Promise<Service & { port: number }> {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', ...metricsRoute(deps));
  app.use(errorHandler(deps.logger));
  const server = http.createServer(app);
  server.requestTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as { port: number }).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
