import type { Deps } from '../../deps';
import { within } from '../../domain/within';

type Check = 'ok' | 'down';
type Store = 'postgres' | 'redis' | 'clickhouse';

/**
 * 'ok' or 'down', nothing more: /readyz is public, and a driver's message can name hosts,
 * users or addresses. Why a store is down goes to the log.
 */
async function check(deps: Deps, store: Store, fn: () => Promise<unknown>, timeoutMs = 2000): Promise<Check> {
  try {
    await within(fn(), timeoutMs);
    return 'ok';
  } catch (err) {
    deps.logger.warn({ err, store }, 'readiness check failed');
    return 'down';
  }
}

/** PostgreSQL, Redis and ClickHouse, each checked with a short timeout. */
export async function checkReadiness(deps: Deps): Promise<Record<Store, Check>> {
  const [postgres, redis, clickhouse] = await Promise.all([
    check(deps, 'postgres', () => deps.db.one('SELECT 1')),
    check(deps, 'redis', () => deps.redis.ping()),
    check(deps, 'clickhouse', async () => {
      const r = await deps.ch.client.ping();
      if (!r.success) throw r.error;
    }),
  ]);
  return { postgres, redis, clickhouse };
}
