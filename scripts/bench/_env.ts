import { performance } from 'node:perf_hooks';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { quoteIdent } from '../../clickhouse/client';
import { loadConfig, type Config } from '../../api/config';
import { closeDeps, createDeps, createPool, type Deps } from '../../api/deps';
import type { DB } from '../../sql/db';
import { dropDatabase } from '../../sql/migrate';
import { runMigrations } from '../migrate';

export interface BenchEnv {
  config: Config;
  deps: Deps;
  /** A pool with the workers' deadlines, for seeding and for the work the workers do in production. */
  jobsDb: DB;
  /** Drops the databases, Redis keys and folders the bench made. */
  cleanup(): Promise<void>;
}

/**
 * A benchmark's own PostgreSQL database, ClickHouse database (embedded, in its own folder
 * unless CLICKHOUSE_URL is set), BullMQ prefix and Redis prefix, migrated and ready; like the
 * test setup, so a bench never touches a running service's data.
 */
export async function benchEnv(name: string, env: NodeJS.ProcessEnv = {}): Promise<BenchEnv> {
  const stamp = `${name}_${Date.now().toString(36)}_${process.pid}`;
  const db = `aff_bench_${stamp}`;
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: `postgres://127.0.0.1:5432/${db}`,
    CLICKHOUSE_DATABASE: db,
    CLICKHOUSE_PATH: path.join(os.tmpdir(), `aff-bench-ch-${stamp}`),
    QUEUE_PREFIX: db,
    REDIS_PREFIX: db,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    EXPORT_DIR: path.join(os.tmpdir(), `aff-bench-exports-${stamp}`),
    ...env,
  });
  const deps = await createDeps(config);
  await runMigrations(config, { ch: deps.ch });
  const jobsDb = createPool(config, 'jobs');
  return {
    config,
    deps,
    jobsDb,
    async cleanup() {
      for (const prefix of [config.queuePrefix, config.redisPrefix]) {
        let cursor = '0';
        do {
          const [next, keys] = await deps.redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
          cursor = next;
          if (keys.length) await deps.redis.del(...keys);
        } while (cursor !== '0');
      }
      await deps.ch.client
        .command({ query: `DROP DATABASE IF EXISTS ${quoteIdent(config.clickhouseDatabase)}` })
        .catch(() => undefined);
      // pg-pool's end() resolves once its clients are told to close, not once they have: the
      // forced DROP below may still reach a closing session, whose error is the drop's own.
      for (const pool of [deps.db.$pool, deps.exportDb.$pool, jobsDb.$pool])
        pool.on('error', () => undefined);
      await closeDeps(deps);
      await jobsDb.$pool.end().catch(() => undefined);
      await dropDatabase(config.databaseUrl).catch(() => undefined);
      if (!config.clickhouseUrl) await fs.rm(config.clickhousePath, { recursive: true, force: true });
      await fs.rm(config.exportDir, { recursive: true, force: true });
    },
  };
}

/** Peak resident set size of this process so far, in MB (Linux: VmHWM). */
export async function peakRssMb(): Promise<number> {
  const status = await fs.readFile('/proc/self/status', 'utf8').catch(() => '');
  const kb = /VmHWM:\s+(\d+)/.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : process.memoryUsage().rss / 1048576;
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `--name N` from the bench's arguments, or `fallback`. */
export function numberArg(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}

/** The UTC date (YYYY-MM-DD) of an epoch time in milliseconds. */
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Runs `fn`, printing how long it took under `label`. */
export async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t = performance.now();
  const r = await fn();
  console.log(`  ${label}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return r;
}

/**
 * `--smoke`: the bench at a size that runs in seconds, checking that it still runs against the
 * current schema and prints its figures (test/ops/bench-smoke.test.ts runs every bench so);
 * its figures are not measurements and its targets are reported, never enforced.
 */
export const isSmoke = (args: string[]) => args.includes('--smoke');
