import { connectConfiguredClickHouse, createDeps, createPool, type Deps } from '../api/deps';
import { runProcess, type Service } from '../api/process';
import { createWebServer, listen } from '../api/server';
import { startScheduler } from '../workers/scheduler';
import { startWorkers } from '../workers/index';
import { ensureDemoBusiness, seedFailure, surfaces } from './demo';
import { runMigrations } from './migrate';
import { seed } from './seed';

interface AllInOne extends Service {
  port: number;
  /** The deps of the workers (and seeding): this process's stores with the jobs' pool. */
  jobDeps: Deps;
}

/**
 * Everything in one process: migrations, API, workers and scheduler, on the embedded
 * ClickHouse (which only one process may open, so this process owns it).
 */
runProcess<AllInOne>({
  name: 'all-in-one',
  async deps(config) {
    const ch = await connectConfiguredClickHouse(config);
    await runMigrations(config, { ch });
    return createDeps(config, { ch });
  },
  async start(deps) {
    // The workers (and seeding) share this process's stores but not its API pool: jobs get
    // their own PostgreSQL pool with the jobs' deadlines, and cannot take the API's connections.
    const jobDeps: Deps = { ...deps, db: createPool(deps.config, 'jobs') };
    const pool = startWorkers(jobDeps);
    const scheduler = startScheduler(deps);
    const web = createWebServer(deps);
    const port = await listen(web, deps.config.port);
    deps.logger.info({ port }, 'affiliate service ready (API, workers, scheduler)');
    return {
      port,
      jobDeps,
      async close() {
        scheduler.stop();
        await web.close();
        await pool.close();
        await jobDeps.db.$pool.end().catch(() => undefined);
      },
    };
  },
  ready: (service, deps) => printDemo(service, deps),
});

/** The demo business's credentials (made on first start) and, with `--seed`, its demo data. */
async function printDemo({ port, jobDeps }: AllInOne, deps: Deps): Promise<void> {
  const base = `http://localhost:${port}`;
  const demo = await ensureDemoBusiness(deps);
  const lines = [
    '',
    `Affiliate service listening on ${base}  (ready: ${base}/readyz)`,
    ...surfaces(deps.config, base),
    demo.created
      ? 'Demo business created:'
      : demo.reused
        ? 'Demo business exists; its demo key:'
        : 'Demo business exists; its demo key no longer works, a new one:',
    `  business: ${demo.name} (id ${demo.businessId}, ${demo.url})`,
    `  api_key:    ${demo.apiKey}`,
    `  api_secret: ${demo.apiSecret}`,
    'Get a token:',
    `  curl -s -X POST ${base}/v1/auth/token -H 'Content-Type: application/json' -d '{"api_key":"${demo.apiKey}","api_secret":"${demo.apiSecret}"}'`,
    '',
  ];
  if (!process.argv.includes('--seed'))
    lines.splice(-1, 0, 'Demo data (30 days of clicks, visits, orders, payouts): bash scripts/up.sh --seed');
  process.stdout.write(lines.join('\n') + '\n');
  if (process.argv.includes('--seed')) {
    // Seeded from inside this process: it owns the embedded ClickHouse and runs the workers.
    // Demo data is an extra: a failure is reported and the service keeps serving.
    try {
      const s = await seed(jobDeps, { businesses: 1, days: 30, clicks: 5000, into: [demo.businessId] });
      process.stdout.write(
        `Demo data seeded: business ${s.businessIds.join(', ')} with ${s.affiliates} affiliates, ${s.links} links, ` +
          `${s.clicks} clicks, ${s.events} events, ${s.conversions} orders and ${s.payouts} payouts.\n`,
      );
    } catch (err) {
      deps.logger.error({ err }, 'demo data seeding failed');
      process.stdout.write(`${seedFailure(err)}\n`);
    }
  }
}
