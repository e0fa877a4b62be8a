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

const local = new Set<(msg: Invalidation) => void>();

/**
 * Hears this process's own invalidations as they are published, before Redis carries them to
 * every process: a link created here is redirected here at once, whatever pub/sub's delivery
 * races. Returns the function that stops listening.
 */
export function onLocalInvalidation(listener: (msg: Invalidation) => void): () => void {
  local.add(listener);
  return () => local.delete(listener);
}

/** Best effort: a lost message only delays invalidation until the cache entry's TTL. */
export async function publishInvalidation(
  deps: { redis: Redis; config: { redisPrefix: string } },
  msg: Invalidation,
): Promise<void> {
  for (const listener of local) listener(msg);
  await deps.redis.publish(invalidationChannel(deps.config.redisPrefix), JSON.stringify(msg)).catch(() => 0);
}
