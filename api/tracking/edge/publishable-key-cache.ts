import type { Redis } from 'ioredis';
import type { PublishableKeyOwner } from '../../../sql/repos/publishable-keys.repo';
import { invalidationChannel, type Invalidation } from '../../cache/invalidation';
import { withinOr } from '../../domain/within';
import type { Deps } from '../../deps';

const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;
const SUBSCRIBE_WAIT_MS = 1000;

/**
 * Publishable key → business, in memory, so event collection does not ask PostgreSQL per
 * request. Unknown keys are remembered too (a flood of made-up keys costs one lookup each per
 * minute). A business change (disconnect, settings) published on the invalidation channel
 * drops that business's entries in every process; the TTL bounds staleness if a message is lost.
 */
export class PublishableKeyCache {
  private readonly entries = new Map<string, { owner: PublishableKeyOwner | null; expires: number }>();
  private subscriber: Redis | null = null;
  private subscribed: Promise<void> | null = null;

  constructor(private readonly deps: Pick<Deps, 'db' | 'redis' | 'config' | 'logger'>) {}

  async lookup(key: string): Promise<PublishableKeyOwner | null> {
    // Entries are only cached once invalidations can reach them (bounded: Redis may be down).
    await this.subscribe();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.owner;
    const owner = await this.deps.db.publishableKeys.findByKey(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { owner, expires: now + TTL_MS });
    return owner;
  }

  private subscribe(): Promise<void> {
    if (this.subscribed) return this.subscribed;
    const sub = this.deps.redis.duplicate();
    this.subscriber = sub;
    sub.on('error', (err: Error) => this.deps.logger.warn({ err: err.message }, 'key cache subscriber'));
    sub.on('message', (_channel: string, text: string) => {
      let msg: Invalidation;
      try {
        msg = JSON.parse(text) as Invalidation;
      } catch {
        return;
      }
      if (msg.kind !== 'business') return;
      for (const [key, e] of this.entries)
        if (e.owner?.business_id === msg.businessId) this.entries.delete(key);
    });
    this.subscribed = withinOr(
      sub.subscribe(invalidationChannel(this.deps.config.redisPrefix)).then(
        () => undefined,
        () => undefined,
      ),
      SUBSCRIBE_WAIT_MS,
      undefined,
    );
    return this.subscribed;
  }

  close(): void {
    this.subscriber?.disconnect();
    this.subscriber = null;
    this.subscribed = null;
    this.entries.clear();
  }
}
