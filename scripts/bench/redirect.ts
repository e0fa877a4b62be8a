/**
 * `npm run bench -- redirect [--rounds 3] [--duration 5] [--connections 50] [--client wrk|autocannon]
 *   [--load-after] [--analyst] [--fraud | --fraud-ab] [--worker-nice 10] [--worker-policy other|batch|idle]
 *   [--storm <rps> [--storm-connections 50] [--storm-ips 256] [--storm-client raw|http]] [--smoke]`
 * `npm run bench -- redirect --processes N …`: the Procfile's deployment against one process
 * (./_redirect-processes.ts).
 *
 * In one run, alternating round by round so both see the same machine: a raw node:http
 * server that only answers 302 (with the redirect's own headers, so the ratio measures the work
 * behind a redirect, not bytes on the wire), and the real GET /r/{slug} with the whole pipeline working
 * (web process → click batches in Redis → workers loading ClickHouse and flushing counters
 * into PostgreSQL). The load comes from wrk when it is installed (Debian's `wrk`), else from
 * autocannon, in its own process; the web side runs in another (as the
 * Procfile's `web`), the workers in a third at nice 10 (as the Procfile's `worker`; it owns
 * its embedded ClickHouse folder). Prints
 * req/s, p50 and p99 of both and their ratio, then waits for the pipeline to drain and checks
 * that every 302 the web process sent is counted exactly once in click_count and in
 * ClickHouse. Targets: ratio ≥ 0.6, p99 ≤ 10 ms, zero clicks lost or doubled; and, from
 * both ends sampled every 250 ms while it runs, click_count within 2 s of the 302s (p99), which
 * is what the workers' priority trades against. Where /proc
 * is readable it also prints each side's CPU per response, split by process (web, worker,
 * Redis when local, the load generator).
 *
 * Diagnostics: `--load-after` starts the workers only once the rounds are over (the redirect's
 * own cost, without the loader competing for the same cores; the counts are checked all the
 * same); `--worker-nice 0` runs the workers at the web's priority; `--worker-policy batch`
 * runs them under SCHED_BATCH (the same share, but a wake-up never preempts the web process),
 * `idle` under SCHED_IDLE (only on CPU time nothing else wants);
 * BENCH_WEB_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the web process,
 * BENCH_WORKER_NODE_ARGS the same way the workers. `--analyst` keeps an analyst's query with a
 * 500 MB answer running on the web process's engine through /clickhouse for the measured rounds
 * (its p99 against a run without it): the engine's work and the answer's handover, streamed.
 * `--fraud` turns the click checks on for the bench's business
 * (README, "Fraud and traffic quality": a 1440-minute dedupe window, and datacenter_click flag
 * against 10 000 hosting networks that include the load's 127.0.0.1), so every click after the
 * first is a duplicate: the exactness check then holds each 302 to one ClickHouse row and
 * click_count to ClickHouse's counted rows, and the lag check is left out (the count stays put).
 * `--fraud-ab` measures the checks' cost within one run: each round has a raw side and two real
 * sides, checks off and checks on (switched in business_settings, which the loader reads each
 * step), in alternating order, each real side waiting for the pipeline to catch up first so no
 * side loads another's clicks; the target is the checked ratio within 5 % of the unchecked one
 * (README, "Fraud and traffic quality").
 * `--storm 1000` measures instead the live link alone against the live link beside a storm of
 * random slugs at that rate (./_slug-storm.ts, from --storm-ips loopback addresses over
 * --storm-connections connections, paced; --storm-client http sends it through node:http's client
 * instead of raw sockets, as the runs before the raw client did), round by round: target ≥ 0.8.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Redis } from 'ioredis';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { registerBusiness } from '../../api/businesses/business.service';
import { benchEnv, isSmoke, percentile } from './_env';
import { runProcesses } from './_redirect-processes';
import { countLags, SAMPLE_MS, type Sample } from './_click-lag';
import { isLocalProcess, processCpuMicros } from './_proc-cpu';
import {
  fmt,
  hasWrk,
  loadRound,
  mean,
  meanCpu,
  redirectsSent,
  type Client,
  type CpuSplit,
  type Pids,
  type Round,
  WRK_REPORT,
} from './_load';

const ROOT = path.join(__dirname, '..', '..');
function arg(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}

/** The workers' scheduling policy (util-linux chrt); `other` is the kernel's default. */
type WorkerPolicy = 'other' | 'batch' | 'idle';

function argPolicy(args: string[]): WorkerPolicy {
  const i = args.indexOf('--worker-policy');
  const v = i < 0 ? 'other' : args[i + 1];
  if (v !== 'other' && v !== 'batch' && v !== 'idle')
    throw new Error(`--worker-policy: other, batch or idle, not ${v}`);
  return v;
}

/** The pipeline's worker process (./_pipeline-worker.ts): loads clicks, answers row counts. */
class PipelineWorker {
  private readonly child: ChildProcess;
  private readonly lines: string[] = [];
  private waiting: ((line: string) => void) | null = null;

  constructor(env: NodeJS.ProcessEnv, nice: number, policy: WorkerPolicy) {
    const node = [
      process.execPath,
      ...(process.env.BENCH_WORKER_NODE_ARGS ? process.env.BENCH_WORKER_NODE_ARGS.split(' ') : []),
      '--import',
      'tsx',
      path.join(__dirname, '_pipeline-worker.ts'),
    ];
    const command = [
      ...(policy === 'other' ? [] : ['chrt', `--${policy}`, '0']),
      ...(nice ? ['nice', '-n', String(nice)] : []),
      ...node,
    ];
    this.child = spawn(command[0], command.slice(1), {
      cwd: ROOT,
      env,
      // Questions go over IPC: the worker's embedded engine owns its stdin (clickhouse/client.ts).
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    let buf = '';
    this.child.stdout!.on('data', (c) => {
      buf += c;
      for (let i = buf.indexOf('\n'); i >= 0; i = buf.indexOf('\n')) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 1);
        if (this.waiting) this.waiting(line);
        else this.lines.push(line);
      }
    });
  }

  /** The next line the worker prints; rejects if it exits first or says nothing for `ms`. */
  private next(ms = 60_000): Promise<string> {
    const line = this.lines.shift();
    if (line !== undefined) return Promise.resolve(line);
    return new Promise((resolve, reject) => {
      const fail = (err: Error) => {
        clearTimeout(timer);
        this.waiting = null;
        this.child.off('exit', onExit);
        reject(err);
      };
      const onExit = (code: number | null) => fail(new Error(`pipeline worker exited (${code})`));
      const timer = setTimeout(() => fail(new Error(`pipeline worker said nothing for ${ms / 1000} s`)), ms);
      this.child.once('exit', onExit);
      this.waiting = (l) => {
        clearTimeout(timer);
        this.waiting = null;
        this.child.off('exit', onExit);
        resolve(l);
      };
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  async ready(): Promise<void> {
    await this.next();
  }

  private asked = 0;

  /**
   * The business's clicks in the worker's ClickHouse. Each question carries a number and each
   * answer repeats it, so an answer that comes after its question was given up is skipped.
   */
  async count(businessId: number): Promise<{ rows: number; ids: number; counted: number }> {
    const seq = (this.asked += 1);
    this.child.send({ seq, businessId });
    for (;;) {
      const answer = JSON.parse(await this.next()) as {
        seq: number;
        rows: number;
        ids: number;
        counted: number;
        error?: string;
      };
      if (answer.seq !== seq) continue;
      if (answer.error) throw new Error(`pipeline worker: ${answer.error}`);
      return answer;
    }
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((r) => this.child.once('exit', r));
    this.child.kill('SIGTERM');
    const killer = setTimeout(() => this.child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(killer);
  }
}

/** Redis's own pid when it runs on this machine (INFO server), for the CPU split. */
async function localRedisPid(redis: Redis): Promise<number | undefined> {
  const info = await redis.info('server');
  const pid = Number(/process_id:(\d+)/.exec(info)?.[1]);
  return isLocalProcess(pid, 'redis') ? pid : undefined;
}

/**
 * Where each side's CPU went, per response: with two cores shared by the load generator, the
 * server and the pipeline, the ratio is roughly the inverse of the totals' ratio, and the
 * split says which process to look at. Absent where /proc is.
 */
function printCpuSplit(sides: (readonly [string, Round[]])[]): void {
  const keys: (keyof CpuSplit)[] = ['web', 'worker', 'redis', 'client'];
  const cols = keys.filter((k) => meanCpu(sides[1][1], k) !== null);
  if (!cols.includes('web')) return;
  const cell = (n: number | null) => (n === null ? '-' : fmt(n, 1)).padStart(11);
  console.log(`CPU µs per response:${cols.map((k) => k.padStart(11)).join('')}      total`);
  for (const [name, rounds] of sides) {
    const values = cols.map((k) => meanCpu(rounds, k));
    const total = values.reduce<number>((a, v) => a + (v ?? 0), 0);
    console.log(`  ${name.padEnd(18)}${values.map(cell).join('')}${cell(total)}`);
  }
}

const ANALYST_BENCH_PASSWORD = 'bench-analyst-password';
/** A 500 MB answer (1 million rows of 500 characters), read by the bench and thrown away. */
const ANALYST_HEAVY_QUERY =
  'SELECT repeat(toString(number % 10), 500) FROM numbers(1000000) FORMAT TabSeparated';

/**
 * Keeps one heavy analyst query running on the web process (`--analyst`) until stopped: each
 * ends at the analyst time limit and the next one starts at once.
 */
function analystLoad(url: string): { stop(): Promise<string> } {
  let running = true;
  let started = 0;
  let answered = 0;
  const answers: Record<string, number> = {};
  const auth = `Basic ${Buffer.from(`analyst:${ANALYST_BENCH_PASSWORD}`).toString('base64')}`;
  const controller = new AbortController();
  const loop = (async () => {
    while (running) {
      started += 1;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { Authorization: auth },
          body: ANALYST_HEAVY_QUERY,
          signal: controller.signal,
        });
        const code = res.headers.get('x-clickhouse-exception-code');
        for await (const chunk of res.body ?? []) answered += (chunk as Uint8Array).byteLength;
        const key = code ? `code ${code}` : String(res.status);
        answers[key] = (answers[key] ?? 0) + 1;
      } catch {
        if (running) await new Promise((r) => setTimeout(r, 100));
      }
    }
  })();
  return {
    async stop() {
      running = false;
      controller.abort();
      await loop;
      return `${started} queries started (${ANALYST_HEAVY_QUERY}); answered: ${JSON.stringify(answers)}, ${Math.round(answered / 1e6)} MB read`;
    },
  };
}

interface StormReport {
  sent: number;
  statuses: Record<string, number>;
  errors: number;
}

const answersOf = (r: StormReport) => Object.values(r.statuses).reduce((a, b) => a + b, 0);

/** The random-slug storm in its own process (./_slug-storm.ts), running until stopped. */
async function startStorm(
  base: string,
  rps: number,
  connections: number,
  ips: number,
  client: string,
): Promise<{ pid?: number; stop(): Promise<StormReport> }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(__dirname, '_slug-storm.ts'),
      base,
      String(rps),
      String(connections),
      String(ips),
      client,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_OPTIONS: '' } },
  );
  let out = '';
  child.stdout!.on('data', (c) => (out += c));
  await new Promise<void>((resolve, reject) => {
    const check = () => (out.includes('"started"') ? resolve() : setTimeout(check, 20));
    child.once('exit', (code) => reject(new Error(`slug storm exited (${code})`)));
    check();
  });
  return {
    pid: child.pid,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      return JSON.parse(out.trim().split('\n').pop()!) as StormReport;
    },
  };
}

export async function run(args: string[]): Promise<void> {
  if (args.includes('--processes')) return runProcesses(args);
  const smoke = isSmoke(args);
  const rounds = arg(args, 'rounds', smoke ? 1 : 3);
  const seconds = arg(args, 'duration', smoke ? 1 : 5);
  const connections = arg(args, 'connections', smoke ? 10 : 50);
  const loadAfter = args.includes('--load-after');
  // An analyst's heavy query running on the web process's engine throughout the rounds.
  const analyst = args.includes('--analyst');
  const fraudAb = args.includes('--fraud-ab');
  const fraud = args.includes('--fraud') || fraudAb;
  const wanted = args.includes('--client')
    ? args[args.indexOf('--client') + 1]
    : hasWrk()
      ? 'wrk'
      : 'autocannon';
  if (wanted !== 'wrk' && wanted !== 'autocannon')
    throw new Error(`--client: wrk or autocannon, not ${wanted}`);
  const workerNice = arg(args, 'worker-nice', 10);
  const workerPolicy = argPolicy(args);
  const storm = arg(args, 'storm', 0);
  const stormConnections = arg(args, 'storm-connections', 50);
  const stormIps = arg(args, 'storm-ips', 256);
  const stormClient = args.includes('--storm-client') ? args[args.indexOf('--storm-client') + 1] : 'raw';
  if (stormClient !== 'raw' && stormClient !== 'http')
    throw new Error(`--storm-client: raw or http, not ${stormClient}`);
  // Arguments are read before anything is made: a bad one leaves no database behind.
  const env = await benchEnv('redirect', {
    CLICK_SPOOL_DIR: path.join(os.tmpdir(), `aff-bench-spool-${process.pid}`),
  });
  const { deps, config } = env;
  let web: ChildProcess | null = null;
  let sampling = false;
  let client: Client = { name: 'autocannon' };
  if (wanted === 'wrk') {
    const script = path.join(os.tmpdir(), `aff-bench-wrk-${process.pid}.lua`);
    await fs.writeFile(script, WRK_REPORT);
    client = { name: 'wrk', script };
  }
  const workerEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: config.databaseUrl,
    REDIS_URL: config.redisUrl,
    QUEUE_PREFIX: config.queuePrefix,
    REDIS_PREFIX: config.redisPrefix,
    CLICKHOUSE_PATH: `${config.clickhousePath}-worker`,
    CLICKHOUSE_DATABASE: config.clickhouseDatabase,
    LOG_LEVEL: 'silent',
  };
  if (fraud) {
    const file = path.join(os.tmpdir(), `aff-bench-hosting-${process.pid}.csv`);
    const lines = Array.from(
      { length: 10_000 },
      (_, i) => `${11 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}.0/24,64512`,
    );
    await fs.writeFile(file, `127.0.0.0/8,64512\n${lines.join('\n')}\n`);
    workerEnv.HOSTING_NETWORKS_FILE = file;
  }
  const startPipeline = async () => {
    const w = new PipelineWorker(workerEnv, workerNice, workerPolicy);
    await w.ready();
    return w;
  };
  let pool: PipelineWorker | null = null;
  try {
    if (!loadAfter) pool = await startPipeline();
    const biz = await registerBusiness(deps, {
      name: 'Bench',
      email: `bench-${Date.now()}@example.com`,
      ownerName: 'B',
    });
    const businessId = biz.business.id;
    const setChecks = (on: boolean) =>
      deps.db.none(
        on
          ? `UPDATE business_settings SET click_dedupe_minutes = 1440, fraud_rules = '{"datacenter_click": "flag"}'
             WHERE business_id = $1`
          : `UPDATE business_settings SET click_dedupe_minutes = 0, fraud_rules = '{}' WHERE business_id = $1`,
        [businessId],
      );
    if (fraud) await setChecks(true);
    // Straight into the tables: the bench needs one affiliate and one link, nothing more.
    const user = await deps.db.one<{ id: number }>(
      `INSERT INTO users (email, name) VALUES ($1, 'Bench affiliate') RETURNING id`,
      [`bench-aff-${Date.now()}@example.com`],
    );
    const aff = await deps.db.one<{ id: number }>(
      `INSERT INTO affiliates (business_id, user_id, name, referral_code, status) VALUES ($1, $2, 'Bench affiliate', 'BENCH001', 'active') RETURNING id`,
      [businessId, user.id],
    );
    const link = await deps.db.one<{ id: number; slug: string }>(
      `INSERT INTO referral_links (business_id, affiliate_id, slug, destination_url, campaign)
       VALUES ($1, $2, 'bench-link', 'https://shop.example/p?x=1#top', 'bench') RETURNING id, slug`,
      [businessId, aff.id],
    );

    web = spawn(
      process.execPath,
      [
        ...(process.env.BENCH_WEB_NODE_ARGS ? process.env.BENCH_WEB_NODE_ARGS.split(' ') : []),
        '--import',
        'tsx',
        path.join(__dirname, '_redirect-server.ts'),
      ],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          DATABASE_URL: config.databaseUrl,
          REDIS_URL: config.redisUrl,
          QUEUE_PREFIX: config.queuePrefix,
          REDIS_PREFIX: config.redisPrefix,
          // The web process never touches ClickHouse on this path; the workers here own the folder.
          CLICKHOUSE_PATH: `${config.clickhousePath}-web`,
          CLICKHOUSE_DATABASE: config.clickhouseDatabase,
          CLICK_SPOOL_DIR: config.clickSpoolDir,
          LOG_LEVEL: 'silent',
          // The bench reads the 302s it wrote from /metrics, on the loopback only.
          METRICS_PUBLIC: 'true',
          // The 500 MB answer passes the default 256 MB cap: this one is raised for it.
          ...(analyst
            ? { ANALYST_PASSWORD: ANALYST_BENCH_PASSWORD, ANALYST_MAX_RESULT_BYTES: '600000000' }
            : {}),
          // As the Procfile's `web`: none of the NODE_OPTIONS that npm's bench script sets for
          // the workers (a larger young generation; BENCH_WEB_NODE_ARGS adds flags).
          NODE_OPTIONS: '',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const ports = await new Promise<{ raw: number; real: number }>((resolve, reject) => {
      let out = '';
      web!.stdout!.on('data', (c) => {
        out += c;
        const line = out.split('\n').find((l) => l.startsWith('{'));
        if (line) resolve(JSON.parse(line));
      });
      web!.once('exit', (code) => reject(new Error(`web process exited (${code})`)));
    });
    const rawUrl = `http://127.0.0.1:${ports.raw}/r/${link.slug}`;
    const bareUrl = `http://127.0.0.1:${ports.raw}/bare`;
    const realUrl = `http://127.0.0.1:${ports.real}/r/${link.slug}`;

    console.log(
      `redirect bench: ${rounds} rounds × ${seconds} s each side, ${connections} connections from ${client.name}` +
        (loadAfter
          ? ', workers started after the rounds (--load-after)'
          : `, workers running throughout (${workerPolicy === 'idle' ? 'SCHED_IDLE' : `nice ${workerNice}${workerPolicy === 'batch' ? ', SCHED_BATCH' : ''}`})`),
    );
    // The worker is the same process for all the rounds (with --load-after, none yet).
    const pids: Pids = { web: web.pid, worker: pool?.pid, redis: await localRedisPid(deps.redis) };
    // The worker's CPU from here to the end of the drain, wherever it fell: with rows flushed
    // every few seconds, part of a real round's loading runs during the next raw round.
    let workerFrom = processCpuMicros(pool?.pid);
    // Warm-up, as long as a round: a process just started still collects what its start left
    // (old-space pauses of 10-16 ms in the first seconds), which a server up for hours does not.
    await loadRound(client, rawUrl, connections, seconds);
    const warm = await loadRound(client, realUrl, connections, seconds); // its clicks are counted below too
    const bare = await loadRound(client, bareUrl, connections, seconds);
    const raw: Round[] = [];
    const real: Round[] = [];
    // --fraud-ab: the real side with the click checks on (`real` then holds them off).
    const checked: Round[] = [];
    const clickCount = async () =>
      (
        await deps.db.one<{ click_count: number }>('SELECT click_count FROM referral_links WHERE id = $1', [
          link.id,
        ])
      ).click_count;
    const heavy = analyst ? analystLoad(`http://127.0.0.1:${ports.real}/clickhouse/`) : null;
    // Both ends of the click path, sampled through the measured rounds; the drain below adds its
    // own looks at click_count (the 302s no longer move by then).
    const samples: Sample[] = [];
    sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const at = Date.now();
        try {
          const [{ sent }, counted] = await Promise.all([redirectsSent(ports.real), clickCount()]);
          samples.push({ at, sent, counted });
        } catch {
          // A look that failed is a gap in the samples; the lags around it only get coarser.
        }
        await new Promise((res) => setTimeout(res, Math.max(0, at + SAMPLE_MS - Date.now())));
      }
    })();
    const storms: StormReport[] = [];
    for (let i = 0; i < rounds; i += 1) {
      if (storm) {
        // `raw` holds the live link alone here, `real` the live link beside the storm.
        raw.push(await loadRound(client, realUrl, connections, seconds, pids));
        const s = await startStorm(
          `http://127.0.0.1:${ports.real}`,
          storm,
          stormConnections,
          stormIps,
          stormClient,
        );
        real.push(await loadRound(client, realUrl, connections, seconds, pids));
        storms.push(await s.stop());
        console.log(
          `  round ${i + 1}: alone ${fmt(raw[i].rps)} req/s (p50 ${raw[i].p50} ms, p99 ${raw[i].p99} ms) | ` +
            `beside the storm ${fmt(real[i].rps)} req/s (p50 ${real[i].p50} ms, p99 ${real[i].p99} ms); ` +
            `storm answers ${JSON.stringify(storms[i].statuses)}, errors ${storms[i].errors}`,
        );
        continue;
      }
      raw.push(await loadRound(client, rawUrl, connections, seconds, pids));
      if (fraudAb && pool) {
        const worker = pool;
        // Every click so far in ClickHouse, so the next side's worker CPU is its own clicks'.
        const caughtUp = async () => {
          const deadline = Date.now() + 60_000;
          const { sent } = await redirectsSent(ports.real);
          while (Date.now() < deadline && (await worker.count(businessId)).rows < sent)
            await new Promise((res) => setTimeout(res, 100));
        };
        for (const on of i % 2 ? [true, false] : [false, true]) {
          await setChecks(on);
          await caughtUp();
          (on ? checked : real).push(await loadRound(client, realUrl, connections, seconds, pids));
        }
        console.log(
          `  round ${i + 1}: raw ${fmt(raw[i].rps)} req/s | checks off ${fmt(real[i].rps)} req/s (p99 ${real[i].p99} ms) | ` +
            `checks on ${fmt(checked[i].rps)} req/s (p99 ${checked[i].p99} ms)`,
        );
        continue;
      }
      real.push(await loadRound(client, realUrl, connections, seconds, pids));
      console.log(
        `  round ${i + 1}: raw ${fmt(raw[i].rps)} req/s (p50 ${raw[i].p50} ms, p99 ${raw[i].p99} ms) | ` +
          `real ${fmt(real[i].rps)} req/s (p50 ${real[i].p50} ms, p99 ${real[i].p99} ms)`,
      );
    }
    if (storm) {
      const answered = storms.reduce((a, r) => a + answersOf(r), 0);
      console.log(
        `slug storm: ${fmt(answered / (rounds * seconds))} answers/s asked at ${storm}/s ` +
          `(${stormConnections} connections from ${stormIps} addresses, ${stormClient} client)`,
      );
      // The same storm with nothing beside it: what one of its answers costs the web process,
      // which other load on a shared machine does not blur as much as the rates.
      // Its background work (timers, intake, metrics) over as long, with no request, is taken off.
      const idleFrom = processCpuMicros(web.pid);
      await new Promise((r) => setTimeout(r, seconds * 1000));
      const idleTo = processCpuMicros(web.pid);
      const s = await startStorm(
        `http://127.0.0.1:${ports.real}`,
        storm,
        stormConnections,
        stormIps,
        stormClient,
      );
      const from = processCpuMicros(web.pid);
      await new Promise((r) => setTimeout(r, seconds * 1000));
      const to = processCpuMicros(web.pid);
      const alone = await s.stop();
      const per404 =
        from === null || to === null || idleFrom === null || idleTo === null
          ? null
          : (to - from - (idleTo - idleFrom)) / Math.max(1, answersOf(alone));
      const per302 = meanCpu(raw, 'web');
      if (per404 !== null && per302 !== null) {
        const projected = 1 - (storm * per404) / (mean(raw.map((r) => r.rps)) * per302);
        console.log(
          `web CPU per storm answer (storm alone, ${JSON.stringify(alone.statuses)}): ${fmt(per404, 1)} µs; ` +
            `per live redirect alone: ${fmt(per302, 1)} µs; live link's share left beside ${storm}/s, ` +
            `from these: ${fmt(projected, 2)}`,
        );
      }
    }
    if (heavy) console.log(`analyst: ${await heavy.stop()}`);
    const rawRps = mean(raw.map((r) => r.rps));
    const realRps = mean(real.map((r) => r.rps));
    const ratio = realRps / rawRps;
    const realP99 = mean(real.map((r) => r.p99));
    const [rawName, realName, ratioName] = storm
      ? ['live link alone   ', 'beside the storm  ', 'beside/alone      ']
      : ['raw node:http 302 ', 'real /r/{slug}    ', 'ratio real/raw    '];
    console.log(
      `${rawName}: ${fmt(rawRps)} req/s, p50 ${fmt(mean(raw.map((r) => r.p50)), 1)} ms, p99 ${fmt(mean(raw.map((r) => r.p99)), 1)} ms`,
    );
    console.log(
      `${realName}: ${fmt(realRps)} req/s, p50 ${fmt(mean(real.map((r) => r.p50)), 1)} ms, p99 ${fmt(realP99, 1)} ms`,
    );
    console.log(`${ratioName}: ${fmt(ratio, 2)}`);
    const checkedRatio = checked.length ? mean(checked.map((r) => r.rps)) / rawRps : null;
    if (checkedRatio !== null) {
      console.log(
        `checks on         : ${fmt(mean(checked.map((r) => r.rps)))} req/s, p99 ${fmt(mean(checked.map((r) => r.p99)), 1)} ms; ` +
          `ratio ${fmt(checkedRatio, 2)}, ${fmt((1 - checkedRatio / ratio) * 100, 1)} % below checks off`,
      );
    }
    printCpuSplit([
      ['raw', raw],
      [checked.length ? 'real, checks off' : 'real', real],
      ...(checked.length ? [['real, checks on', checked] as const] : []),
    ]);
    console.log(
      `(bare 302, Location only, one round: ${fmt(bare.rps)} req/s, p50 ${bare.p50} ms, p99 ${bare.p99} ms; real/bare ${fmt(realRps / bare.rps, 2)})`,
    );

    // Every 302 the web process wrote, from its own metrics (the client drops in-flight ones at
    // the end). Read once the count stops moving: when the client quits, the last batch's
    // clicks may be in Redis with their 302s still to be written (to closed sockets), and a
    // count read before then made 25 clicks look doubled.
    let { sent, other: notRedirect } = await redirectsSent(ports.real);
    for (;;) {
      await new Promise((res) => setTimeout(res, 200));
      const again = await redirectsSent(ports.real);
      if (again.sent === sent && again.other === notRedirect) break;
      ({ sent, other: notRedirect } = again);
    }
    sampling = false;
    await sampler;
    const received = [...real, ...checked].reduce((a, r) => a + r.responses, warm.responses);
    console.log(`302s sent by the web process: ${sent} (non-302 answers: ${notRedirect})`);

    if (!pool) {
      pool = await startPipeline();
      workerFrom = processCpuMicros(pool.pid);
    }
    const drainStart = Date.now();
    let counted = 0;
    let rows = 0;
    let ids = 0;
    let countedRows = 0;
    while (Date.now() - drainStart < 180_000) {
      counted = await clickCount();
      samples.push({ at: Date.now(), sent, counted });
      try {
        ({ rows, ids, counted: countedRows } = await pool.count(businessId));
      } catch (err) {
        // Asked again on the next turn; the deadline below still bounds the wait.
        console.log(`  (count not read: ${(err as Error).message})`);
      }
      if ((fraud ? rows >= sent && counted === countedRows : counted >= sent) && rows >= sent) break;
      await new Promise((res) => setTimeout(res, 250));
    }
    // A second look after the drain: anything late would be a double.
    await new Promise((res) => setTimeout(res, 2_000));
    counted = await clickCount();
    console.log(
      `drained in ${fmt((Date.now() - drainStart - 2_000) / 1000, 1)} s: click_count ${counted}, ClickHouse rows ${rows} (distinct ids ${ids}, counted ${countedRows}); ${client.name} received ${received} of them`,
    );
    const workerTo = processCpuMicros(pool.pid);
    if (workerFrom !== null && workerTo !== null && sent)
      console.log(
        `worker CPU over the whole run (both sides' rounds and the drain): ${fmt((workerTo - workerFrom) / sent, 1)} µs per click`,
      );
    const lags = countLags(samples);
    lags.sort((a, b) => a - b);
    const lagP99 = percentile(lags, 99);
    console.log(
      `click_count behind the 302s (every ${SAMPLE_MS} ms from the first round to the drain's end): ` +
        `p50 ${fmt(percentile(lags, 50), 2)} s, p99 ${fmt(lagP99, 2)} s, max ${fmt(lags.at(-1) ?? 0, 2)} s`,
    );
    // The storm's 404s and 429s are the only answers other than 302 it may see.
    const exact =
      (fraud ? counted === countedRows : counted === sent) &&
      rows === sent &&
      ids === sent &&
      (storm > 0 || notRedirect === 0);
    const checks: [string, boolean][] = storm
      ? [
          [`live link beside the storm ≥ 0.8 of alone`, ratio >= 0.8],
          [`zero lost or doubled`, exact],
        ]
      : [
          [`ratio ≥ 0.6`, ratio >= 0.6],
          [`p99 ≤ 10 ms`, realP99 <= 10],
          [`zero lost or doubled`, exact],
          ...(checkedRatio === null
            ? []
            : [[`checks on within 5 % of checks off`, checkedRatio >= 0.95 * ratio] as [string, boolean]]),
        ];
    // With --load-after nothing counts clicks during the rounds: the lag is the diagnostic's own.
    // No lag at all would mean no sample saw the 302s rise: nothing was measured.
    if (!loadAfter && !fraud) checks.push([`click_count within 2 s (p99)`, lags.length > 0 && lagP99 <= 2]);
    for (const [name, ok] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}`);
  } finally {
    sampling = false;
    if (web && web.exitCode === null) {
      const exited = new Promise((r) => web!.once('exit', r));
      web.kill('SIGTERM');
      await exited;
    }
    await pool?.stop();
    await env.cleanup();
    if (client.name === 'wrk') await fs.rm(client.script, { force: true });
    for (const side of ['worker', 'web'])
      await fs.rm(`${config.clickhousePath}-${side}`, { recursive: true, force: true });
  }
}
