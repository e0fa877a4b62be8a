/**
 * A webhook worker process for the crash test (test/webhooks/crash.test.ts), started with the
 * test's environment plus its own QUEUE_PREFIX, REDIS_PREFIX and embedded ClickHouse folder.
 *
 *   (default)          runs the webhook relay and delivery worker until SIGTERM
 *   CRASH_AFTER_CLAIM=1 SIGKILLs itself as soon as a relay pass has committed its claim of
 *                      due deliveries, before any job is queued: the events are relayed and
 *                      the deliveries claimed, and nothing was sent
 */
import { loadConfig } from '../../api/config';
import { closeDeps, createDeps } from '../../api/deps';
import { startWorkers } from '../../workers/index';
import { webhooksProcessor } from '../../workers/processors/webhooks';

async function main(): Promise<void> {
  const deps = await createDeps(loadConfig());
  if (process.env.CRASH_AFTER_CLAIM === '1') {
    const repo = deps.db.webhooks;
    const claimDue = repo.claimDue.bind(repo);
    repo.claimDue = async (p) => {
      const claimed = await claimDue(p);
      if (claimed.length) {
        process.stdout.write(`claimed ${claimed.length}\n`);
        process.kill(process.pid, 'SIGKILL');
      }
      return claimed;
    };
  }
  const pool = startWorkers(deps, [webhooksProcessor]);
  process.stdout.write('ready\n');
  process.once('SIGTERM', () => {
    void (async () => {
      await pool.close();
      await closeDeps(deps);
      process.exit(0);
    })();
  });
}

main().catch((err: Error) => {
  process.stderr.write(`${err.stack ?? err.message}\n`);
  process.exit(1);
});
