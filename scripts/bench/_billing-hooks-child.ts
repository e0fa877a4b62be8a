/**
 * A child of `npm run bench -- billing-hooks`: `web` serves the app (the hook among its routes)
 * and prints {"port"}; `worker` runs the billing-events worker and prints {"ready": true}.
 * Each opens its own embedded ClickHouse folder (one process per folder; neither reads it).
 * SIGTERM stops it.
 */
import { loadConfig } from '../../api/config';
import { closeDeps, createDeps, createPool } from '../../api/deps';
import { exitOnSignal } from '../../api/process';
import { createWebServer, listen } from '../../api/server';
import { migrateClickHouse } from '../../clickhouse/migrate';
import { startWorkers } from '../../workers/index';
import { billingEventsProcessor } from '../../workers/processors/billing-events';

async function main(): Promise<void> {
  const role = process.argv[2];
  const config = loadConfig();
  if (role === 'web') {
    const deps = await createDeps(config);
    await migrateClickHouse(deps.ch);
    const web = createWebServer(deps);
    const port = await listen(web, 0, '127.0.0.1');
    process.stdout.write(`${JSON.stringify({ port })}\n`);
    exitOnSignal(deps.logger, async () => {
      await web.close();
      await closeDeps(deps);
    });
    return;
  }
  const deps = await createDeps(config, { db: createPool(config, 'jobs') });
  await migrateClickHouse(deps.ch);
  const pool = startWorkers(deps, [billingEventsProcessor]);
  process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
  exitOnSignal(deps.logger, async () => {
    await pool.close();
    await closeDeps(deps);
  });
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
