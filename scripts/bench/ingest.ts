/**
 * `npm run bench -- ingest [--clicks 1000000] [--events 1000000] [--batch 500] [--producers 2]
 *   [--load-after] [--processes N] [--smoke]`
 *
 * Producer processes (as web processes would be) enqueue clicks (edge batches of ≤ 500 on the
 * `clicks` queue, ids made now, as the redirect's intake does) and page views / cart events
 * (one job of ≤ 500 per request, as POST /v1/pageviews does) for 10 businesses, while the
 * loaders run in this process (it owns the embedded ClickHouse, as the worker process does);
 * then waits until ClickHouse holds every row. Prints the enqueue rate, the end-to-end rate
 * (events per second from the first enqueue to the last row in ClickHouse) and the p50/p99
 * ingest lag read from the `ingest_lag_seconds` histogram the loaders record (edge time to
 * ClickHouse insert). Target: ≥ 50k events/s on this 2-core machine.
 *
 * Diagnostics: `--load-after` starts the loaders once everything is enqueued and times only
 * the drain (the loaders' own rate, without producers competing for the same cores).
 *
 * `--processes N`: then the same load again, into the Procfile's deployment (./_deployment.ts:
 * a warehouse owning the embedded ClickHouse, N worker processes and a scheduler, reaching it
 * through CLICKHOUSE_URL), with queues of its own; prints its end-to-end rate against the one
 * process's, in the same run, and checks it loaded every event exactly once too.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { registerBusiness } from '../../api/businesses/business.service';
import { metrics, registry } from '../../api/metrics';
import { QUEUE_NAMES, Queues, redisConnection } from '../../api/queues';
import { startWorkers } from '../../workers/index';
import { clicksProcessor } from '../../workers/processors/clicks';
import { flushesProcessor } from '../../workers/processors/flushes';
import { eventsProcessor } from '../../workers/processors/events';
import type { ProducerTask } from './_ingest-producer';
import { deploymentEnv, startMulti, warehouseNumber } from './_deployment';
import { benchEnv, isSmoke } from './_env';

function arg(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(`--${name}`);
  const v = i >= 0 ? Number(args[i + 1]) : fallback;
  if (!Number.isInteger(v) || v < 1) throw new Error(`--${name} must be a positive integer`);
  return v;
}

interface Produced {
  clicks: number;
  events: number;
  cpuMs: number;
}

function produce(task: ProducerTask): Promise<Produced> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, '_ingest-producer.ts'), JSON.stringify(task)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Produced) : reject(new Error(`producer exited ${code}`)),
    );
  });
}

/** A quantile from a prom-client histogram's cumulative buckets (upper bound of its bucket). */
async function quantile(kind: string, q: number): Promise<string> {
  const m = (await registry.getSingleMetric('ingest_lag_seconds')?.get()) as
    { values: { labels: Record<string, string | number>; value: number; metricName?: string }[] } | undefined;
  const buckets = (m?.values ?? [])
    .filter((v) => v.metricName?.endsWith('_bucket') && v.labels.kind === kind)
    .map((v) => ({ le: v.labels.le, n: v.value }));
  const total = buckets.find((b) => b.le === '+Inf')?.n ?? 0;
  if (!total) return 'n/a';
  const hit = buckets.find((b) => b.n >= q * total);
  return hit ? `≤ ${hit.le} s` : 'n/a';
}

/** CPU seconds Redis has used (its own count, all threads). */
async function redisCpu(env: Awaited<ReturnType<typeof benchEnv>>): Promise<number> {
  const info = await env.deps.redis.info('cpu');
  const n = (name: string) => Number(new RegExp(`${name}:([\\d.]+)`).exec(info)?.[1] ?? 0);
  return n('used_cpu_sys') + n('used_cpu_user');
}

const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const c = process.cpuUsage(since);
  return (c.user + c.system) / 1e6;
};

async function chCount(
  env: Awaited<ReturnType<typeof benchEnv>>,
  table: 'clicks' | 'events',
): Promise<number> {
  const rs = await env.deps.ch.client.query({
    query: `SELECT count() AS n FROM ${table}`,
    format: 'JSONEachRow',
  });
  return Number((await rs.json<{ n: number }>())[0].n);
}

export async function run(args: string[]): Promise<void> {
  const smoke = isSmoke(args);
  const clicks = arg(args, 'clicks', smoke ? 2_000 : 1_000_000);
  const events = arg(args, 'events', smoke ? 2_000 : 1_000_000);
  const batch = Math.min(500, arg(args, 'batch', 500));
  const producers = Math.min(12, arg(args, 'producers', smoke ? 1 : 2));
  const loadAfter = args.includes('--load-after');
  const processes = args.includes('--processes') ? arg(args, 'processes', 2) : 0;
  const env = await benchEnv('ingest');
  const { deps } = env;
  metrics.ingestLag.reset();
  try {
    const businesses: ProducerTask['businesses'] = [];
    for (let i = 0; i < 10; i += 1) {
      const b = await registerBusiness(deps, {
        name: `Ingest ${i}`,
        email: `ingest${i}@bench.example`,
        ownerName: 'Bench',
      });
      const [{ affiliate_id, link_id }] = await deps.db.any<{ affiliate_id: number; link_id: number }>(
        `WITH u AS (INSERT INTO users (email, name) VALUES ($2, 'Aff') RETURNING id),
              a AS (INSERT INTO affiliates (business_id, user_id, name, referral_code, status)
                    SELECT $1, id, 'Aff', 'BENCH' || $1, 'active' FROM u RETURNING id)
         INSERT INTO referral_links (business_id, affiliate_id, slug, destination_url)
         SELECT $1, a.id, 'bench-' || $1, 'https://shop.example/' FROM a RETURNING affiliate_id, id AS link_id`,
        [b.business.id, `aff${i}@bench.example`],
      );
      businesses.push({ id: b.business.id, affiliateId: affiliate_id, linkId: link_id });
    }

    const startLoaders = () => startWorkers(deps, [clicksProcessor, flushesProcessor, eventsProcessor]);
    let pool = loadAfter ? null : startLoaders();
    let t0 = Date.now();
    let cpu0 = process.cpuUsage();
    let elu0 = performance.eventLoopUtilization();
    let redis0 = await redisCpu(env);
    const share = (total: number, i: number) =>
      Math.floor(total / producers) + (i < total % producers ? 1 : 0);
    // The whole load, split over the producer processes, into the queues of `queuePrefix`.
    const produceAll = (queuePrefix: string) =>
      Promise.all(
        Array.from({ length: producers }, (_, i) =>
          produce({
            redisUrl: env.config.redisUrl,
            queuePrefix,
            processNumber: 20 + i,
            businesses,
            clicks: share(clicks, i),
            events: share(events, i),
            batch,
          }),
        ),
      );
    const sent = await produceAll(env.config.queuePrefix);
    if (sent.reduce((a, s) => a + s.clicks + s.events, 0) !== clicks + events)
      throw new Error('a producer fell short');
    const enqueueSeconds = (Date.now() - t0) / 1000;
    process.stdout.write(
      `enqueued ${clicks} clicks and ${events} events in ${enqueueSeconds.toFixed(1)} s ` +
        `(${Math.round((clicks + events) / enqueueSeconds)} events/s, ${producers} producer processes)\n`,
    );
    if (!pool) {
      t0 = Date.now();
      cpu0 = process.cpuUsage();
      elu0 = performance.eventLoopUtilization();
      redis0 = await redisCpu(env);
      pool = startLoaders();
    }

    const deadline = Date.now() + 30 * 60_000;
    let c = 0;
    let e = 0;
    while (Date.now() < deadline) {
      [c, e] = [await chCount(env, 'clicks'), await chCount(env, 'events')];
      if (c >= clicks && e >= events) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const seconds = (Date.now() - t0) / 1000;
    const loaderCpu = cpuSeconds(cpu0);
    const loopBusy = performance.eventLoopUtilization(elu0).utilization;
    const redisUsed = (await redisCpu(env)) - redis0;
    const producerCpu = sent.reduce((a, s) => a + s.cpuMs, 0) / 1000;
    await pool.close();
    const oneRate = (c + e) / seconds;
    const perEvent = (s: number) => `${((s * 1e6) / (clicks + events)).toFixed(1)} µs`;
    process.stdout.write(
      `in ClickHouse: ${c} clicks, ${e} events after ${seconds.toFixed(1)} s\n` +
        `end-to-end    : ${Math.round((c + e) / seconds)} events/s (target ≥ 50000)\n` +
        `CPU per event : loaders and ClickHouse ${perEvent(loaderCpu)}, Redis ${perEvent(redisUsed)}` +
        `${loadAfter ? '' : `, producers ${perEvent(producerCpu)}`} ` +
        `(${perEvent(loaderCpu + redisUsed + (loadAfter ? 0 : producerCpu))} in all; 50k/s on 2 cores allows 40 µs); ` +
        `loaders' event loop busy ${Math.round(loopBusy * 100)}%\n` +
        `ingest lag    : clicks p50 ${await quantile('click', 0.5)}, p99 ${await quantile('click', 0.99)}; ` +
        `events p50 ${await quantile('event', 0.5)}, p99 ${await quantile('event', 0.99)}\n` +
        `  ${c === clicks && e === events ? 'PASS' : 'FAIL'}  every event loaded exactly once\n` +
        `  ${(c + e) / seconds >= 50_000 ? 'PASS' : 'FAIL'}  ≥ 50k events/s\n`,
    );
    if (processes) {
      const multi = await startMulti(deploymentEnv(env.config, 'multi'), { web: 0, workers: processes });
      const queues = new Queues(redisConnection(env.config.redisUrl), `${env.config.queuePrefix}-multi`);
      try {
        // The clock starts when every worker process listens, as the one process's loaders did.
        const ready = Date.now() + 120_000;
        while ((await queues.get(QUEUE_NAMES.clicks).getWorkersCount()) < processes) {
          if (Date.now() > ready) throw new Error(`${processes} workers not listening after 120 s`);
          await new Promise((r) => setTimeout(r, 200));
        }
        const start = Date.now();
        await produceAll(`${env.config.queuePrefix}-multi`);
        const count = (table: string) =>
          warehouseNumber(multi, env.config.clickhouseDatabase, `SELECT count() FROM ${table}`);
        let mc = 0;
        let me = 0;
        const until = Date.now() + 30 * 60_000;
        while (Date.now() < until) {
          [mc, me] = [await count('clicks'), await count('events')];
          if (mc >= clicks && me >= events) break;
          await new Promise((r) => setTimeout(r, 500));
        }
        // A second look: anything late would be a double.
        await new Promise((r) => setTimeout(r, 2_000));
        [mc, me] = [await count('clicks'), await count('events')];
        const multiSeconds = (Date.now() - start - 2_000) / 1000;
        const multiRate = (mc + me) / multiSeconds;
        process.stdout.write(
          `warehouse + ${processes} workers: ${mc} clicks, ${me} events after ${multiSeconds.toFixed(1)} s; ` +
            `end-to-end ${Math.round(multiRate)} events/s against the one process's ${Math.round(oneRate)} ` +
            `(ratio ${(multiRate / oneRate).toFixed(2)})\n` +
            `  ${mc === clicks && me === events ? 'PASS' : 'FAIL'}  ${processes} workers: every event loaded exactly once\n`,
        );
        if (mc !== clicks || me !== events) process.exitCode = 1;
      } finally {
        await queues.close();
        await multi.stop();
      }
    }
  } finally {
    await env.cleanup();
  }
}
