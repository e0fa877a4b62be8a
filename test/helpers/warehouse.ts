import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runTs, type Child } from './child-process';
import { freePort } from './net';
import { waitFor } from './wait';

export interface WarehouseChild extends Child {
  port: number;
  password: string;
  analystPassword: string;
  /** CLICKHOUSE_URL for the processes that use it: `http://service:<password>@127.0.0.1:<port>`. */
  url: string;
  dataPath: string;
  stop(): Promise<void>;
}

/**
 * A `warehouse` process (scripts/warehouse.ts) on a free port, over a data folder of its own,
 * started as the Procfile starts it; ready once /ping answers.
 */
export async function startWarehouse(extra: NodeJS.ProcessEnv = {}): Promise<WarehouseChild> {
  const port = await freePort();
  const password = `wh-${randomBytes(12).toString('hex')}`;
  const analystPassword = `an-${randomBytes(12).toString('hex')}`;
  const dataPath = await fs.mkdtemp(path.join(os.tmpdir(), 'aff-warehouse-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    WAREHOUSE_PORT: String(port),
    WAREHOUSE_PASSWORD: password,
    CLICKHOUSE_ANALYST_PASSWORD: analystPassword,
    CLICKHOUSE_PATH: dataPath,
    UV_THREADPOOL_SIZE: '16',
    LOG_LEVEL: 'warn',
    ...extra,
  };
  delete env.CLICKHOUSE_URL;
  const child = runTs('scripts/warehouse.ts', env);
  await waitFor(
    () => `the warehouse on port ${port} (output: ${child.output()})`,
    async () => {
      if (child.child.exitCode !== null) throw new Error(`the warehouse exited: ${child.output()}`);
      return fetch(`http://127.0.0.1:${port}/ping`)
        .then((r) => r.ok)
        .catch(() => false);
    },
    undefined,
    30_000,
    100,
  );
  return {
    ...child,
    port,
    password,
    analystPassword,
    url: `http://service:${password}@127.0.0.1:${port}`,
    dataPath,
    async stop() {
      if (child.child.exitCode === null && child.child.signalCode === null) {
        child.child.kill('SIGTERM');
        await child.exited;
      }
      await fs.rm(dataPath, { recursive: true, force: true });
    },
  };
}
