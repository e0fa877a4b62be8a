import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { Deps } from '../../api/deps';
import { uniq } from './fixtures';

const ROOT = path.join(__dirname, '..', '..');

/**
 * An environment for a child process of the suite with a namespace of its own: its queues,
 * Redis keys and embedded ClickHouse folder (only one process may open one) are apart from the
 * suite's; PostgreSQL is the run's database. Remove `chPath` and the `ns:*` keys afterwards.
 */
export function isolatedEnv(base: Deps, tag: string, extra: NodeJS.ProcessEnv = {}) {
  const ns = `${base.config.queuePrefix}_${tag}_${uniq()}`;
  const chPath = path.join(os.tmpdir(), `aff-ch-${ns}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    QUEUE_PREFIX: ns,
    REDIS_PREFIX: ns,
    CLICKHOUSE_PATH: chPath,
    CLICKHOUSE_DATABASE: ns.replace(/[^A-Za-z0-9_]/g, '_'),
    LOG_LEVEL: 'silent',
    ...extra,
  };
  delete env.CLICKHOUSE_URL;
  return { ns, chPath, env };
}

export interface Child {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it wrote so far, stdout and stderr. */
  output(): string;
}

/** Runs a TypeScript entry point of the repository (a path from its root) under `env`. */
export function runTs(script: string, env: NodeJS.ProcessEnv): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c) => (out += c));
  child.stderr!.on('data', (c) => (out += c));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => out };
}
