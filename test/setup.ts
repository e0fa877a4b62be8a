/**
 * Test-run fixtures: each run gets its own PostgreSQL database, ClickHouse database (in its
 * own embedded data folder), BullMQ prefix and Redis key prefix, all dropped at the end.
 * The environment is set before anything reads configuration.
 */
import os from 'node:os';
import path from 'node:path';

const stamp = `${Date.now().toString(36)}_${process.pid}`;
const name = `aff_test_${stamp}`;

process.env.NODE_ENV = 'test';
// scripts/test.sh --pgbouncer: every pool of the run goes through a local PgBouncer in
// transaction mode (docs/scaling.md, "PgBouncer").
const pgPort = process.env.TEST_PGBOUNCER_PORT ?? '5432';
process.env.DATABASE_URL = `postgres://127.0.0.1:${pgPort}/${name}`;
if (process.env.TEST_PGBOUNCER_PORT) process.env.PG_TRANSACTION_POOLING = '1';
process.env.CLICKHOUSE_DATABASE = name;
if (!process.env.CLICKHOUSE_URL) process.env.CLICKHOUSE_PATH = path.join(os.tmpdir(), `aff-ch-${stamp}`);
process.env.QUEUE_PREFIX = name;
process.env.REDIS_PREFIX = name;
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
process.env.PARTNER_TOKEN = 'test-partner-token-0123456789abcdef';
process.env.PARTNER_ENABLED = 'true';
// GET /metrics needs it (tests send it with testConfig().adminToken).
process.env.ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
process.env.METRICS_PUBLIC = 'false';
process.env.APP_DOMAIN = 'affiliates.test';
process.env.APP_SCHEME = 'https';
process.env.EXPORT_DIR = path.join(os.tmpdir(), `aff-exports-${stamp}`);
// Tests wait for loaded rows within seconds; the cadence itself has its own test (flush-cadence).
process.env.INGEST_FLUSH_SECONDS = '1';

import { runApiContract } from './helpers/api-contract';
import { globalSetup, globalTeardown } from './helpers/context';

export const mochaGlobalSetup = globalSetup;
let finished = false;
export const mochaGlobalTeardown = async (): Promise<void> => {
  finished = true;
  await globalTeardown();
};

// A run whose event loop drains while something still waits (a promise nothing will settle)
// ends with status 0 and no report; that must never pass for a green run.
process.on('exit', (code) => {
  if (code === 0 && !finished) {
    process.stderr.write('the test run ended before mocha finished: failing it\n');
    process.exitCode = 1;
  }
});

export const mochaHooks = {
  // The API reference describes every answer the run received from its servers.
  afterAll(): void {
    const found = runApiContract()?.mismatches() ?? [];
    if (found.length)
      throw new Error(
        `/openapi.json does not describe ${found.length} kind(s) of answer the tests received:\n  ${found.join('\n  ')}`,
      );
  },
};
