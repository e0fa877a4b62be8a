import type { Logger } from '../../logger';

/**
 * A Bloom filter of strings: `has` is never false for a string that was added, and true for
 * one that was not with about the probability it was sized for. Written here rather than
 * taken from npm: `bloom-filters` (the maintained one) hashes with xxhashjs in pure
 * JavaScript, measured at 43 s to add a million slugs and 59 µs a lookup, where this takes
 * about 0.9 s and 0.7 µs (docs/benchmarks.md, "Unknown slugs").
 */
export class BloomFilter {
  private readonly bits: Uint32Array;
  /** Bits, and probes per string. */
  readonly m: number;
  readonly k: number;

  constructor(
    readonly capacity: number,
    fpRate: number,
  ) {
    // The textbook optimum: m = -n ln p / (ln 2)², k = (m / n) ln 2.
    this.m = Math.max(64, Math.ceil((-capacity * Math.log(fpRate)) / Math.LN2 ** 2));
    this.k = Math.max(1, Math.round((this.m / capacity) * Math.LN2));
    this.bits = new Uint32Array(Math.ceil(this.m / 32));
  }

  /** Memory held, bytes. */
  get bytes(): number {
    return this.bits.byteLength;
  }

  add(s: string): void {
    const [h1, h2] = hashes(s);
    for (let i = 0; i < this.k; i += 1) {
      const bit = (h1 + i * h2) % this.m;
      this.bits[bit >>> 5] |= 1 << (bit & 31);
    }
  }

  has(s: string): boolean {
    const [h1, h2] = hashes(s);
    for (let i = 0; i < this.k; i += 1) {
      const bit = (h1 + i * h2) % this.m;
      if ((this.bits[bit >>> 5] & (1 << (bit & 31))) === 0) return false;
    }
    return true;
  }
}

/** murmur3's finaliser: every input bit moves about half the output bits. */
function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Two independent 32-bit hashes (FNV-1a from two offsets, then mixed) for double hashing:
 * probe i is h1 + i·h2 (Kirsch and Mitzenmacher), as good as k hashes at the cost of two.
 */
function hashes(s: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ s.length;
  for (let i = 0; i < s.length; i += 1) {
    const c = s.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  // h2 odd, so its multiples never repeat a bit within the first k probes for any m.
  return [mix(a), (mix(b) | 1) >>> 0];
}

export interface SlugFilterOptions {
  /** The smallest filter built, in slugs: new links fill it before a rebuild is needed. */
  minCapacity: number;
  /** Room for the slugs there are, times this, so a growing program rebuilds rarely. */
  headroom: number;
  fpRate: number;
  /** Slugs read per query while rebuilding. */
  pageSize: number;
}

export const DEFAULT_SLUG_FILTER: SlugFilterOptions = {
  minCapacity: 1_000_000,
  headroom: 2,
  fpRate: 0.01,
  pageSize: 100_000,
};

/** The database side of a rebuild: how many live slugs there are, and a page of them by id. */
export interface SlugSource {
  count(): Promise<number>;
  /** Lowercased slugs of the links after `afterId`, by id; `last` is the last id read. */
  page(afterId: number, limit: number): Promise<{ last: number | null; slugs: string[] }>;
}

/**
 * Every live slug of the service, lowercased, in a Bloom filter: a slug it does not hold is
 * no link's, and the redirect answers 404 without asking PostgreSQL (docs/architecture.md,
 * Clicks). It never forgets a slug it was told of, so it is a superset of the live ones: a
 * deleted link's slug stays until the next rebuild, a false positive that falls back to the
 * lookup. Until it is built, and from the moment its invalidation subscription drops until
 * it is rebuilt (messages may be lost meanwhile), `mayHave` says yes to everything.
 */
export class SlugFilter {
  private bloom: BloomFilter | null = null;
  private added = 0;
  /** Slugs told of while a rebuild reads the table: the new filter gets them too. */
  private pending: string[] | null = null;
  private generation = 0;
  private building: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly source: SlugSource,
    private readonly logger: Logger,
    private readonly opts: SlugFilterOptions = DEFAULT_SLUG_FILTER,
  ) {}

  /** False only when no live link has this (lowercased) slug. */
  mayHave(key: string): boolean {
    return this.bloom === null || this.bloom.has(key);
  }

  get ready(): boolean {
    return this.bloom !== null;
  }

  /** What the filter holds: slugs added, capacity and bytes (0 until built). */
  get stats(): { slugs: number; capacity: number; bytes: number } {
    return { slugs: this.added, capacity: this.bloom?.capacity ?? 0, bytes: this.bloom?.bytes ?? 0 };
  }

  /** A link was created (or changed): its slug is live from now on. */
  add(key: string): void {
    this.pending?.push(key);
    if (!this.bloom) return;
    this.bloom.add(key);
    this.added += 1;
    // Past its capacity the false-positive rate climbs: a bigger one is built beside it.
    if (this.added > this.bloom.capacity && !this.building) void this.rebuild();
  }

  /** Messages may have been lost: every slug may be live until the filter is rebuilt. */
  invalidate(): void {
    this.generation += 1;
    this.bloom = null;
  }

  /**
   * Reads every live slug into a new filter, then swaps it in. Call it once the invalidation
   * subscription is up, so a link committed after the read started arrives as a message.
   * One rebuild at a time; one asked for meanwhile runs after it.
   */
  rebuild(): Promise<void> {
    if (this.building) {
      this.again = true;
      return this.building;
    }
    this.building = (async () => {
      do {
        this.again = false;
        await this.buildOnce().catch((err: unknown) => {
          // Lookups answer meanwhile; the next reconnect or growth tries again.
          this.logger.warn({ err }, 'slug filter: rebuild failed');
        });
      } while (this.again);
    })().finally(() => {
      this.building = null;
    });
    return this.building;
  }

  private async buildOnce(): Promise<void> {
    const gen = this.generation;
    this.pending = [];
    try {
      const count = await this.source.count();
      const capacity = Math.max(this.opts.minCapacity, Math.ceil(count * this.opts.headroom));
      const next = new BloomFilter(capacity, this.opts.fpRate);
      let added = 0;
      for (let after = 0; ;) {
        const { last, slugs } = await this.source.page(after, this.opts.pageSize);
        for (const s of slugs) next.add(s);
        added += slugs.length;
        if (last === null || slugs.length < this.opts.pageSize) break;
        after = last;
      }
      for (const s of this.pending) next.add(s);
      added += this.pending.length;
      // Invalidated while reading: what was read may miss a lost message; read again.
      if (gen !== this.generation) {
        this.again = true;
        return;
      }
      this.bloom = next;
      this.added = added;
    } finally {
      this.pending = null;
    }
  }
}
