import type { Deps } from '../../deps';
import { within } from '../../domain/within';

type Check = 'ok' | string;

async function check(fn: () => Promise<unknown>, timeoutMs = 2000): Promise<Check> {
  try {
    await within(fn(), timeoutMs);
    return 'ok';
  } catch (err) {
    return (err as Error).message || 'failed';
  }
}

/** PostgreSQL, Redis and ClickHouse, each checked with a short timeout. */
export async function checkReadiness(
  deps: Deps,
): Promise<Record<'postgres' | 'redis' | 'clickhouse', Check>> {
  const [postgres, redis, clickhouse] = await Promise.all([
    check(() => deps.db.one('SELECT 1')),
    check(() => deps.redis.ping()),
    check(async () => {
      const r = await deps.ch.client.ping();
      if (!r.success) throw r.error;
    }),
  ]);
  return { postgres, redis, clickhouse };
}
