import { Redis } from 'ioredis';
import { connectClickHouse, type ClickHouse } from '../clickhouse/client';
import { createDb, type DB } from '../sql/db';
import { Queues, redisConnection } from '../workers/queues';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { createLogger, type Logger } from './logger';

/** Everything a request handler, a worker or a script needs, built once per process. */
export interface Deps {
  config: Config;
  db: DB;
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

export async function createDeps(config: Config, overrides: Partial<Deps> = {}): Promise<Deps> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const db = overrides.db ?? createDb(config.databaseUrl);
  const redis = overrides.redis ?? createRedis(config.redisUrl);
  const ch =
    overrides.ch ??
    (await connectClickHouse({
      url: config.clickhouseUrl,
      path: config.clickhousePath,
      database: config.clickhouseDatabase,
    }));
  const queues = overrides.queues ?? new Queues(redisConnection(config.redisUrl), config.queuePrefix);
  return { config, db, redis, ch, queues, clock: overrides.clock ?? systemClock, logger };
}

export async function closeDeps(deps: Deps): Promise<void> {
  await deps.queues.close().catch(() => undefined);
  deps.redis.disconnect();
  await deps.db.$pool.end().catch(() => undefined);
  await deps.ch.close().catch(() => undefined);
}
