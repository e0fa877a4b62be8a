/**
 * A worker process for the click crash test (test/clicks/exactly-once.test.ts), started with
 * the test's environment plus its own QUEUE_PREFIX, REDIS_PREFIX and embedded ClickHouse
 * folder (the embedded engine admits one process per folder, and the test process holds its
 * own).
 *
 *   MODE=work                 prints the rows already in `clicks`, runs the click loader
 *                             and counter flush until SIGTERM, then prints the rows again
 *   MODE=work CRASH_AFTER_INSERT=1
 *                             SIGKILLs itself right after its first ClickHouse insert into
 *                             `clicks` succeeds: the job is left active with the insert done
 *                             and the completion never written
 * Rows are printed as {"rows", "ids"} of `clicks` (count without FINAL, and distinct ids).
 */
import { Worker } from 'bullmq';
import { loadConfig } from '../../api/config';
import { closeDeps, createDeps } from '../../api/deps';
import { migrateClickHouse } from '../../clickhouse/migrate';
import { redisConnection, type QueueName } from '../../api/queues';
import { clicksProcessor } from '../../workers/processors/clicks';
import { flushesProcessor } from '../../workers/processors/flushes';
import { concurrencyOf, type ProcessorSpec } from '../../workers/processor';

async function main(): Promise<void> {
  const config = loadConfig();
  const deps = await createDeps(config);
  await migrateClickHouse(deps.ch);

  const printRows = async (phase: string) => {
    const rs = await deps.ch.client.query({
      query: 'SELECT count() AS rows, uniqExact(id) AS ids FROM clicks',
      format: 'JSONEachRow',
    });
    const [r] = await rs.json<{ rows: number; ids: number }>();
    process.stdout.write(`${JSON.stringify({ phase, rows: Number(r.rows), ids: Number(r.ids) })}\n`);
  };
  await printRows('start');

  if (process.env.CRASH_AFTER_INSERT === '1') {
    // The loaders insert staged rows through insertLines (clickhouse/insert.ts): the embedded
    // engine's raw insert, or exec on a server.
    const die = () => {
      process.stdout.write('inserted\n');
      process.kill(process.pid, 'SIGKILL');
    };
    const { insertRaw } = deps.ch;
    if (insertRaw) {
      deps.ch.insertRaw = async (insert) => {
        await insertRaw(insert);
        if (insert.table === 'clicks') die();
      };
    } else {
      const exec = deps.ch.client.exec.bind(deps.ch.client);
      deps.ch.client.exec = (async (params: Parameters<typeof exec>[0]) => {
        const r = await exec(params);
        if (params.query.startsWith('INSERT INTO `clicks`')) {
          for await (const _ of r.stream) void _;
          die();
        }
        return r;
      }) as typeof exec;
    }
  }

  // Short locks, so the job a killed worker held is seen as stalled and retried within seconds.
  const workers = [clicksProcessor, flushesProcessor].map(
    (spec: ProcessorSpec<QueueName>) =>
      new Worker(spec.queue, spec.build(deps), {
        connection: redisConnection(config.redisUrl),
        prefix: config.queuePrefix,
        concurrency: concurrencyOf(spec, deps),
        lockDuration: 1_000,
        stalledInterval: 500,
      }),
  );
  await Promise.all(workers.map((w) => w.waitUntilReady()));
  process.stdout.write('ready\n');
  process.once('SIGTERM', () => {
    void Promise.all(workers.map((w) => w.close()))
      .then(() => printRows('end'))
      .then(() => closeDeps(deps))
      .then(() => process.exit(0));
  });
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
