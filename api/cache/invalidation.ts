import type { Redis } from 'ioredis';

/**
 * Cross-process cache invalidation over Redis pub/sub. Writers publish after their
 * transaction commits; every process holding an in-memory cache (the redirect's link cache)
 * subscribes and drops what changed.
 */
export type Invalidation =
  | { kind: 'business'; businessId: number }
  | { kind: 'affiliate'; businessId: number; affiliateId: number }
  | { kind: 'link'; businessId: number; linkId: number; slug?: string };

export const invalidationChannel = (redisPrefix: string): string => `${redisPrefix}:invalidate`;

/** Best effort: a lost message only delays invalidation until the cache entry's TTL. */
export async function publishInvalidation(
  deps: { redis: Redis; config: { redisPrefix: string } },
  msg: Invalidation,
): Promise<void> {
  await deps.redis.publish(invalidationChannel(deps.config.redisPrefix), JSON.stringify(msg)).catch(() => 0);
}
