/**
 * The worker side of `npm run bench -- redirect`, in its own process as the Procfile's
 * `worker` runs (at nice 10, so that when web and workers share saturated cores the
 * redirects come first and the loader catches up as soon as there is room). Opens its own
 * embedded ClickHouse folder (one process per folder), migrates it, runs the click loader and
 * the flushes, prints {"ready": true}, then answers each IPC message {seq, businessId} with
 * a line {"seq", "rows", "ids"} of that business's clicks; SIGTERM stops it. The questions
 * come over IPC, not stdin: the embedded engine reads stdin (clickhouse/client.ts,
 * detachStdin), where an insert could take a question for rows.
 */
import { loadConfig } from '../../api/config';
import { closeDeps, createDeps, createPool } from '../../api/deps';
import { within } from '../../api/domain/within';
import { exitOnSignal } from '../../api/process';
import { migrateClickHouse } from '../../clickhouse/migrate';
import { startWorkers } from '../../workers/index';
import { clicksProcessor } from '../../workers/processors/clicks';
import { flushesProcessor } from '../../workers/processors/flushes';

async function main(): Promise<void> {
  const config = loadConfig();
  const deps = await createDeps(config, { db: createPool(config, 'jobs') });
  await migrateClickHouse(deps.ch);
  const pool = startWorkers(deps, [clicksProcessor, flushesProcessor]);
  process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
  // Every question is answered, a failed or stuck query too (with its error), so the bench
  // never waits forever.
  process.on('message', (m: { seq: number; businessId: number }) => {
    const { seq, businessId } = m;
    const answer = (body: object) => process.stdout.write(`${JSON.stringify({ seq, ...body })}\n`);
    const count = deps.ch.client
      .query({
        query:
          'SELECT count() AS rows, uniqExact(id) AS ids, countIf(is_bot = 0) AS counted FROM clicks WHERE business_id = {b:UInt64}',
        query_params: { b: businessId },
        format: 'JSONEachRow',
      })
      .then((rs) => rs.json<{ rows: number; ids: number; counted: number }>());
    within(count, 20_000, 'count query took over 20 s').then(
      ([r]) => answer({ rows: Number(r.rows), ids: Number(r.ids), counted: Number(r.counted) }),
      (err: Error) => answer({ error: err.message }),
    );
  });
  exitOnSignal(deps.logger, async () => {
    await pool.close();
    await closeDeps(deps);
  });
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
