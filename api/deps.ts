import { Redis } from 'ioredis';
import { connectClickHouse, type ClickHouse } from '../clickhouse/client';
import { createDb, type DB } from '../sql/db';
import { Queues, redisConnection } from './queues';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { createLogger, type Logger } from './logger';

/** Everything a request handler, a worker or a script needs, built once per process. */
export interface Deps {
  config: Config;
  db: DB;
  /**
   * The pool synchronous export downloads read their cursors from: a stalled download holds
   * one of these, never a connection the API's other requests need.
   */
  exportDb: DB;
  redis: Redis;
  ch: ClickHouse;
  queues: Queues;
  clock: Clock;
  logger: Logger;
}

export function createRedis(url: string): Redis {
  // Commands fail fast when Redis is down rather than queueing without bound.
  return new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false });
}

/** Connections an export pool holds: the download slots of two businesses at once, and some. */
const EXPORT_POOL_MAX = 8;

/**
 * A PostgreSQL pool for one kind of work, with that work's deadlines: `api` for requests,
 * `jobs` for the workers (longer statements), `exports` for download cursors.
 */
export function createPool(config: Config, role: 'api' | 'jobs' | 'exports'): DB {
  const d = config.deadlines;
  const transactionPooling = config.pgTransactionPooling;
  if (role === 'jobs')
    return createDb(config.databaseUrl, {
      applicationName: 'affiliate-jobs',
      statementTimeoutMs: d.jobStatementMs,
      idleInTransactionTimeoutMs: d.jobIdleInTransactionMs,
      transactionPooling,
    });
  if (role === 'exports')
    return createDb(config.databaseUrl, {
      max: EXPORT_POOL_MAX,
      applicationName: 'affiliate-exports',
      statementTimeoutMs: d.exportStatementMs,
      idleInTransactionTimeoutMs: d.apiIdleInTransactionMs,
      transactionPooling,
    });
  return createDb(config.databaseUrl, {
    statementTimeoutMs: d.apiStatementMs,
    idleInTransactionTimeoutMs: d.apiIdleInTransactionMs,
    transactionPooling,
  });
}

/** The configured ClickHouse: the server at CLICKHOUSE_URL, or the embedded engine in CLICKHOUSE_PATH. */
export function connectConfiguredClickHouse(config: Config): Promise<ClickHouse> {
  return connectClickHouse({
    url: config.clickhouseUrl,
    path: config.clickhousePath,
    database: config.clickhouseDatabase,
    cluster: config.clickhouseCluster,
  });
}

export async function createDeps(config: Config, overrides: Partial<Deps> = {}): Promise<Deps> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const db = overrides.db ?? createPool(config, 'api');
  const exportDb = overrides.exportDb ?? createPool(config, 'exports');
  const redis = overrides.redis ?? createRedis(config.redisUrl);
  const ch = overrides.ch ?? (await connectConfiguredClickHouse(config));
  const queues = overrides.queues ?? new Queues(redisConnection(config.redisUrl), config.queuePrefix);
  return { config, db, exportDb, redis, ch, queues, clock: overrides.clock ?? systemClock, logger };
}

export async function closeDeps(deps: Deps): Promise<void> {
  await deps.queues.close().catch(() => undefined);
  deps.redis.disconnect();
  await deps.db.$pool.end().catch(() => undefined);
  await deps.exportDb.$pool.end().catch(() => undefined);
  await deps.ch.close().catch(() => undefined);
}
