import type { Deps } from '../../deps';
import { doneStaged, takeStaged } from './flush';

/**
 * The click counts: the click loader adds each step's human clicks to a hash (field
 * `business:link`) in its staging script (./load-clicks.ts); a flush freezes the hash under a
 * flush id (as ./flush.ts freezes staged rows), applies it with one
 * `UPDATE referral_links … FROM unnest()` that also records the flush id per business, and
 * drops it, so a flush retried after its commit adds nothing. click_count is current about a
 * second after the redirect (docs/architecture.md, Clicks).
 */
export const clickCountKeys = (prefix: string) => ({
  live: `${prefix}:clicks:counts`,
  frozen: `${prefix}:clicks:counts:flushing`,
  frozenId: `${prefix}:clicks:counts:flushing-id`,
});

/** Moves the staged counts into referral_links.click_count; returns the clicks in the flush. */
export async function flushClickCounts(deps: Pick<Deps, 'redis' | 'config' | 'db'>): Promise<number> {
  const k = clickCountKeys(deps.config.redisPrefix);
  const flushId = await takeStaged(deps, k.live, k.frozen, k.frozenId);
  if (!flushId) return 0;
  const flat = await deps.redis.hgetall(k.frozen);
  const counts: { businessId: number; linkId: number; n: number }[] = [];
  let total = 0;
  for (const [field, value] of Object.entries(flat)) {
    const [businessId, linkId] = field.split(':').map(Number);
    const n = Number(value);
    if (businessId && linkId && n > 0) {
      counts.push({ businessId, linkId, n });
      total += n;
    }
  }
  // Ordered by link id: concurrent flushes lock rows in the same order.
  counts.sort((a, b) => a.linkId - b.linkId);
  await deps.db.clicks.applyCounts(flushId, counts);
  await doneStaged(deps, k.frozen, k.frozenId, flushId);
  return total;
}
