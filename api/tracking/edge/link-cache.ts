import type { Redis } from 'ioredis';
import { invalidationChannel, onLocalInvalidation, type Invalidation } from '../../cache/invalidation';
import type { Logger } from '../../logger';
import type { ServableLinkRow } from '../../../sql/repos/clicks.repo';
import { utmOfUrl, type Utm } from '../../domain/utm';
import { within } from '../../domain/within';
import type { SlugFilter } from './slug-filter';

/** Adds `key` to a map kept in insertion order, first dropping its oldest entry when it is full. */
function remember<T>(map: Map<string, T>, max: number, key: string, value: T): void {
  if (map.size >= max && !map.has(key)) map.delete(map.keys().next().value as string);
  map.set(key, value);
}

/** What the redirect needs of a link, prepared once per cache fill. */
export interface CachedLink {
  id: number;
  businessId: number;
  affiliateId: number;
  campaign: string | null;
  destination: string;
  /** Location is `${locationHead}${clickId}${locationTail}`: the query and fragment are kept. */
  locationHead: string;
  locationTail: string;
  /** Max-Age of the aff_click cookie, seconds: the business's cookie_duration in days. */
  cookieMaxAge: number;
  utm: Utm;
}

export interface LinkCacheOptions {
  /** Live links kept. */
  maxEntries: number;
  /** Unknown slugs kept, apart from the links: a storm of them never displaces a live link. */
  maxMisses: number;
  ttlMs: number;
  /** Unknown slugs are remembered for less long: a link created with that slug shows up soon. */
  negativeTtlMs: number;
}

export const DEFAULT_LINK_CACHE: LinkCacheOptions = {
  maxEntries: 10_000,
  maxMisses: 10_000,
  ttlMs: 30_000,
  negativeTtlMs: 5_000,
};

interface Entry<T> {
  link: T;
  expires: number;
  /** When the entry last moved to the back of the LRU order (moved at most once a second). */
  touched: number;
}

/**
 * Splits the destination so the click id goes at the end of its query, before any fragment:
 * `https://shop.example/p?x=1#top` → `https://shop.example/p?x=1&aff_click=<id>#top`. The
 * URL is normalised by WHATWG URL (so the header is always valid) and otherwise kept as is.
 */
export function locationParts(destination: string): { head: string; tail: string } | null {
  let href: string;
  try {
    const u = new URL(destination);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    href = u.href;
  } catch {
    return null;
  }
  const hash = href.indexOf('#');
  const base = hash >= 0 ? href.slice(0, hash) : href;
  const tail = hash >= 0 ? href.slice(hash) : '';
  const sep = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return { head: `${base}${sep}aff_click=`, tail };
}

export function toCachedLink(row: ServableLinkRow): CachedLink | null {
  const loc = locationParts(row.destination_url);
  if (!loc) return null;
  return {
    id: row.id,
    businessId: row.business_id,
    affiliateId: row.affiliate_id,
    campaign: row.campaign,
    destination: row.destination_url,
    locationHead: loc.head,
    locationTail: loc.tail,
    cookieMaxAge: row.cookie_duration * 86400,
    utm: utmOfUrl(row.destination_url),
  };
}

/**
 * slug → link, in process memory: an LRU bounded in entries, each kept for a short TTL.
 * Unknown (and unservable) slugs are cached as misses in a map of their own, bounded apart
 * and oldest out first, so requests for random slugs cost PostgreSQL one query each at most
 * and never push a live link out of the cache. Writers publish on the invalidation channel
 * after they commit (api/cache/invalidation.ts); every process drops what changed, and drops
 * everything when its subscription reconnects (messages may have been missed meanwhile). A
 * load that started before an invalidation is not cached, so a change is never hidden by a
 * read that raced it. Concurrent misses for one slug share one PostgreSQL query. With a
 * slug filter (./slug-filter.ts) the same messages keep it current: a created link's slug is
 * added to it, and it is rebuilt from PostgreSQL each time the subscription is (re)made.
 */
export class LinkCache {
  private readonly entries = new Map<string, Entry<CachedLink>>();
  private readonly misses = new Map<string, Entry<null>>();
  private readonly loading = new Map<string, Promise<CachedLink | null>>();
  private generation = 0;
  private sub: Redis | null = null;
  private subscribed: Promise<void> | null = null;
  private offLocal: (() => void) | null = null;

  constructor(
    private readonly load: (slug: string) => Promise<ServableLinkRow | null>,
    private readonly redis: Redis,
    private readonly redisPrefix: string,
    private readonly logger: Logger,
    private readonly opts: LinkCacheOptions = DEFAULT_LINK_CACHE,
    private readonly filter: SlugFilter | null = null,
  ) {}

  /**
   * Subscribes now, and builds the slug filter once subscribed, rather than on the first miss.
   * The filter also hears this process's own link messages as they are published.
   */
  start(): Promise<void> {
    if (this.filter && !this.offLocal)
      this.offLocal = onLocalInvalidation((msg) => {
        if (msg.kind === 'link' && msg.slug) this.filter?.add(msg.slug.toLowerCase());
      });
    return this.subscribe();
  }

  /** False only when the slug filter knows no live link has this slug (no lookup needed). */
  mayExist(key: string): boolean {
    return this.filter === null || this.filter.mayHave(key);
  }

  /** A cached answer (link, or null for a known miss) or undefined when it must be loaded. */
  peek(key: string, now = Date.now()): CachedLink | null | undefined {
    const e = this.entries.get(key);
    if (!e) return this.peekMiss(key, now);
    if (e.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    // LRU: a hit moves to the back of the insertion order; at most once a second, since a hot
    // link is hit thousands of times a second and its place in the order changes nothing.
    if (now - e.touched > 1_000) {
      e.touched = now;
      this.entries.delete(key);
      this.entries.set(key, e);
    }
    return e.link;
  }

  private peekMiss(key: string, now: number): null | undefined {
    const m = this.misses.get(key);
    if (!m) return undefined;
    if (m.expires > now) return null;
    this.misses.delete(key);
    return undefined;
  }

  async get(key: string): Promise<CachedLink | null> {
    const hit = this.peek(key);
    if (hit !== undefined) return hit;
    let p = this.loading.get(key);
    if (!p) {
      p = this.fill(key).finally(() => this.loading.delete(key));
      this.loading.set(key, p);
    }
    return p;
  }

  private async fill(key: string): Promise<CachedLink | null> {
    await this.subscribe();
    const gen = this.generation;
    const row = await this.load(key);
    const link = row ? toCachedLink(row) : null;
    if (gen === this.generation) {
      const now = Date.now();
      if (link)
        remember(this.entries, this.opts.maxEntries, key, {
          link,
          expires: now + this.opts.ttlMs,
          touched: now,
        });
      else
        remember(this.misses, this.opts.maxMisses, key, {
          link: null,
          expires: now + this.opts.negativeTtlMs,
          touched: now,
        });
    }
    return link;
  }

  /** Drops what an invalidation names (and every cached miss when a link changes or appears). */
  apply(msg: Invalidation): void {
    if (msg.kind === 'link' && msg.slug) this.filter?.add(msg.slug.toLowerCase());
    this.generation += 1;
    this.misses.clear();
    for (const [key, e] of this.entries) {
      const l = e.link;
      const drop =
        msg.kind === 'business'
          ? l.businessId === msg.businessId
          : msg.kind === 'affiliate'
            ? l.affiliateId === msg.affiliateId
            : l.id === msg.linkId || key === msg.slug?.toLowerCase();
      if (drop) this.entries.delete(key);
    }
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.misses.clear();
  }

  /** Live links and misses held. */
  get size(): { links: number; misses: number } {
    return { links: this.entries.size, misses: this.misses.size };
  }

  /** Subscribes once, before the first fill, so nothing cached can miss its invalidation. */
  private subscribe(): Promise<void> {
    this.subscribed ??= (async () => {
      const sub = this.redis.duplicate();
      this.sub = sub;
      sub.on('error', () => undefined);
      const channel = invalidationChannel(this.redisPrefix);
      let first = true;
      // Messages sent while the connection is down are lost: the filter answers "maybe" for
      // every slug from here until it is rebuilt.
      sub.on('close', () => this.filter?.invalidate());
      sub.on('ready', () => {
        if (!first) this.clear(); // reconnected: invalidations may have been missed
        first = false;
        // Once subscribed (again), a link committed after the filter's read arrives as a
        // message, so the filter read then is complete.
        sub.subscribe(channel).then(
          () => this.filter?.rebuild(),
          () => undefined,
        );
      });
      sub.on('message', (_channel: string, text: string) => {
        try {
          this.apply(JSON.parse(text) as Invalidation);
        } catch {
          this.clear();
          this.filter?.invalidate();
          void this.filter?.rebuild();
        }
      });
      try {
        await within(sub.subscribe(channel), 1_000, 'timed out');
      } catch (err) {
        // Without Redis the TTL alone bounds staleness; the subscription resumes on reconnect.
        this.logger.warn({ err: (err as Error).message }, 'link cache: invalidation subscription failed');
      }
    })();
    return this.subscribed;
  }

  close(): void {
    this.offLocal?.();
    this.offLocal = null;
    this.sub?.disconnect();
    this.sub = null;
  }
}
