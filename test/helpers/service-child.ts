/**
 * The service in a process of its own, for tests whose input could stall it: a request that
 * spins the event loop would freeze the test process too if the server ran there. Started
 * with the test's environment plus its own QUEUE_PREFIX, REDIS_PREFIX and embedded ClickHouse
 * folder (the test process holds the run's; its tables are made here). `web` serves the API
 * and prints {"port"}; `worker` runs the exports queue and prints {"ready":true}. The test
 * ends it with SIGKILL (a spinning process does not stop on SIGTERM).
 */
import { loadConfig } from '../../api/config';
import { createDeps } from '../../api/deps';
import { createWebServer, listen } from '../../api/server';
import { migrateClickHouse } from '../../clickhouse/migrate';
import { exportsProcessor } from '../../workers/processors/exports';
import { startWorkers } from '../../workers/index';

async function main(role: string | undefined): Promise<void> {
  const deps = await createDeps(loadConfig());
  await migrateClickHouse(deps.ch);
  if (role === 'web') {
    const port = await listen(createWebServer(deps), 0, '127.0.0.1');
    process.stdout.write(`${JSON.stringify({ port })}\n`);
  } else if (role === 'worker') {
    startWorkers(deps, [exportsProcessor]);
    process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
  } else {
    throw new Error(`service-child: role must be web or worker, not ${role}`);
  }
}

main(process.argv[2]).catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
