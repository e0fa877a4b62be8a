import { loadConfig } from '../api/config';
import { closeDeps, createDeps, createPool, type Deps } from '../api/deps';
import { createWebServer, listen } from '../api/server';
import { startScheduler } from '../workers/scheduler';
import { startWorkers } from '../workers/index';
import { connectClickHouse } from '../clickhouse/client';
import { ensureDemoBusiness } from './demo';
import { runMigrations } from './migrate';
import { seed } from './seed';
import { failureText } from '../api/redact';
import { warnIfRedisNotDurable } from '../api/redis-durability';

/**
 * Everything in one process: migrations, API, workers and scheduler, on the embedded
 * ClickHouse (which only one process may open, so this process owns it).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const ch = await connectClickHouse({
    url: config.clickhouseUrl,
    path: config.clickhousePath,
    database: config.clickhouseDatabase,
  });
  await runMigrations(config, { ch });
  const deps = await createDeps(config, { ch });
  // The workers (and seeding) share this process's stores but not its API pool: jobs get
  // their own PostgreSQL pool with the jobs' deadlines, and cannot take the API's connections.
  const jobDeps: Deps = { ...deps, db: createPool(config, 'jobs') };
  const pool = startWorkers(jobDeps);
  const scheduler = startScheduler(deps);
  const web = createWebServer(deps);
  const port = await listen(web, config.port);
  const base = `http://localhost:${port}`;
  deps.logger.info({ port }, 'affiliate service ready (API, workers, scheduler)');
  void warnIfRedisNotDurable(deps.redis, deps.logger);

  const demo = await ensureDemoBusiness(deps);
  const lines = [
    '',
    `Affiliate service listening on ${base}  (ready: ${base}/readyz)`,
    demo.created ? 'Demo business created:' : 'Demo business exists; a fresh API key for it:',
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
    const s = await seed(jobDeps, { businesses: 1, days: 30, clicks: 5000, into: [demo.businessId] });
    process.stdout.write(
      `Demo data seeded: business ${s.businessIds.join(', ')} with ${s.affiliates} affiliates, ${s.links} links, ` +
        `${s.clicks} clicks, ${s.events} events, ${s.conversions} orders and ${s.payouts} payouts.\n`,
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    scheduler.stop();
    await web.close();
    await pool.close();
    await jobDeps.db.$pool.end().catch(() => undefined);
    await closeDeps(deps);
    clearTimeout(timer);
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  console.error(failureText(err));
  process.exit(1);
});
