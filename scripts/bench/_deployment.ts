/**
 * The two deployments the `--processes N` benches compare (docs/scaling.md): the one process of
 * `npm start` (API, workers and scheduler, the embedded ClickHouse its own), and the Procfile's
 * processes (a warehouse owning the embedded ClickHouse and serving its HTTP interface, N web,
 * N workers at nice 10, one scheduler, all reaching the warehouse through CLICKHOUSE_URL).
 * Each deployment gets its own queue and Redis prefixes, so neither loads the other's work.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

export interface Proc {
  name: string;
  child: ChildProcess;
  output(): string;
}

export interface Deployment {
  /** The web processes' base URLs (one for the single process). */
  webs: string[];
  /** The warehouse's URL with the service user's credentials (multi only). */
  clickhouseUrl?: string;
  procs: Proc[];
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

function start(name: string, script: string, env: NodeJS.ProcessEnv, nice = 0): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, script)], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (nice && child.pid) os.setPriority(child.pid, nice);
  let out = '';
  const keep = (c: Buffer) => {
    out = (out + c.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { name, child, output: () => out };
}

async function until(what: string, ok: () => Promise<boolean>, procs: Proc[], ms = 90_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await ok().catch(() => false)) return;
    const dead = procs.find((p) => p.child.exitCode !== null);
    if (dead) throw new Error(`${dead.name} exited (${dead.child.exitCode}): ${dead.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(
    `${what} not ready in ${ms} ms:\n${procs.map((p) => `${p.name}: ${p.output()}`).join('\n')}`,
  );
}

const healthy = (url: string) => () =>
  fetch(`${url}/healthz`)
    .then((r) => r.ok)
    .catch(() => false);

async function stopAll(procs: Proc[]): Promise<void> {
  await Promise.all(
    procs.map(
      (p) =>
        new Promise<void>((resolve) => {
          if (p.child.exitCode !== null || p.child.signalCode !== null) return resolve();
          const killer = setTimeout(() => p.child.kill('SIGKILL'), 20_000);
          p.child.once('exit', () => {
            clearTimeout(killer);
            resolve();
          });
          p.child.kill('SIGTERM');
        }),
    ),
  );
}

/** The settings both deployments share; `tag` keeps their queues, keys and folders apart. */
export function deploymentEnv(
  base: {
    databaseUrl: string;
    redisUrl: string;
    queuePrefix: string;
    redisPrefix: string;
    clickhouseDatabase: string;
  },
  tag: string,
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_OPTIONS: '',
    DATABASE_URL: base.databaseUrl,
    REDIS_URL: base.redisUrl,
    QUEUE_PREFIX: `${base.queuePrefix}-${tag}`,
    REDIS_PREFIX: `${base.redisPrefix}-${tag}`,
    CLICKHOUSE_DATABASE: base.clickhouseDatabase,
    CLICKHOUSE_PATH: path.join(os.tmpdir(), `aff-bench-${tag}-${process.pid}`),
    CLICK_SPOOL_DIR: path.join(os.tmpdir(), `aff-bench-spool-${tag}-${process.pid}`),
    EXPORT_DIR: path.join(os.tmpdir(), `aff-bench-exports-${tag}-${process.pid}`),
    LOG_LEVEL: 'silent',
    // The benches read the 302s each web process wrote from its /metrics, on the loopback only.
    METRICS_PUBLIC: 'true',
  };
}

async function removeFolders(env: NodeJS.ProcessEnv): Promise<void> {
  for (const dir of [env.CLICKHOUSE_PATH, env.CLICK_SPOOL_DIR, env.EXPORT_DIR])
    if (dir) await fs.rm(dir, { recursive: true, force: true });
}

/** `npm start`'s one process: migrations, API, workers and scheduler, the embedded engine its own. */
export async function startSingle(env: NodeJS.ProcessEnv): Promise<Deployment> {
  const port = await freePort();
  const proc = start('one process', 'scripts/start.ts', { ...env, PORT: String(port) });
  const web = `http://127.0.0.1:${port}`;
  const procs = [proc];
  await until('the one process', healthy(web), procs);
  return {
    webs: [web],
    procs,
    async stop() {
      await stopAll(procs);
      await removeFolders(env);
    },
  };
}

/**
 * The Procfile's processes: the release (migrations, through the warehouse), then `web` web
 * processes, `workers` workers and one scheduler. Without web processes (the ingest bench feeds
 * the queues itself) only the warehouse, the workers and the scheduler run.
 */
export async function startMulti(
  env: NodeJS.ProcessEnv,
  counts: { web: number; workers: number },
): Promise<Deployment> {
  const whPort = await freePort();
  const password = randomBytes(12).toString('hex');
  const procs: Proc[] = [];
  const stop = async () => {
    await stopAll(procs.slice(1));
    await stopAll(procs.slice(0, 1));
    await removeFolders(env);
  };
  try {
    procs.push(
      start('warehouse', 'scripts/warehouse.ts', {
        ...env,
        WAREHOUSE_PORT: String(whPort),
        WAREHOUSE_PASSWORD: password,
      }),
    );
    const chBase = `http://127.0.0.1:${whPort}`;
    await until('the warehouse', () => fetch(`${chBase}/ping`).then((r) => r.ok), procs);
    const clickhouseUrl = `http://service:${password}@127.0.0.1:${whPort}`;
    const served: NodeJS.ProcessEnv = { ...env, CLICKHOUSE_URL: clickhouseUrl };
    delete served.CLICKHOUSE_PATH;
    const release = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/migrate.ts')], {
      cwd: ROOT,
      env: served,
      encoding: 'utf8',
    });
    if (release.status !== 0) throw new Error(`release failed: ${release.stderr}${release.stdout}`);
    const webs: string[] = [];
    for (let i = 0; i < counts.web; i++) {
      const port = await freePort();
      procs.push(start(`web ${i + 1}`, 'api/server.ts', { ...served, PORT: String(port) }));
      webs.push(`http://127.0.0.1:${port}`);
    }
    for (let i = 0; i < counts.workers; i++)
      procs.push(
        start(
          `worker ${i + 1}`,
          'workers/index.ts',
          { ...served, NODE_OPTIONS: '--max-semi-space-size=64' },
          10,
        ),
      );
    procs.push(start('scheduler', 'workers/scheduler.ts', served));
    for (const web of webs) await until(web, healthy(web), procs);
    return { webs, clickhouseUrl, procs, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** One number from ClickHouse through the warehouse's HTTP interface (`{name:Type}` parameters). */
export async function warehouseNumber(
  d: Deployment,
  database: string,
  query: string,
  params: Record<string, string | number> = {},
): Promise<number> {
  const u = new URL(d.clickhouseUrl!);
  const auth = `Basic ${Buffer.from(`${u.username}:${u.password}`).toString('base64')}`;
  const q = new URLSearchParams({ database, query: `${query} FORMAT TabSeparated` });
  for (const [k, v] of Object.entries(params)) q.set(`param_${k}`, String(v));
  const r = await fetch(`${u.protocol}//${u.host}/?${q}`, { headers: { Authorization: auth } });
  if (!r.ok) throw new Error(`warehouse: ${r.status} ${await r.text()}`);
  return Number((await r.text()).trim());
}
