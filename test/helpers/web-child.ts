/**
 * A web process for the inbox tests (test/clicks/inbox.test.ts), started with the test's
 * environment plus its own QUEUE_PREFIX, REDIS_PREFIX and embedded ClickHouse folder (the
 * test process holds the run's). Its click inbox counts as abandoned INBOX_ALIVE_SECONDS after
 * its last push. Prints {"port"} once listening; the test ends it with SIGKILL.
 */
import { loadConfig } from '../../api/config';
import { createDeps } from '../../api/deps';
import { acquireClickIntake } from '../../api/tracking/edge/intake';
import { createWebServer, listen } from '../../api/server';

async function main(): Promise<void> {
  const deps = await createDeps(loadConfig());
  // The server's redirect takes this same intake (one per set of deps).
  acquireClickIntake(deps, { aliveSeconds: Number(process.env.INBOX_ALIVE_SECONDS ?? 30) });
  const port = await listen(createWebServer(deps), 0, '127.0.0.1');
  process.stdout.write(`${JSON.stringify({ port })}\n`);
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
