import { expect } from 'chai';
import { LinkCache } from '../../api/tracking/edge/link-cache';
import type { ServableLinkRow } from '../../sql/repos/clicks.repo';
import { deps } from '../helpers/context';
import { uniq } from '../helpers/fixtures';

describe('the redirect’s link cache', () => {
  const caches: LinkCache[] = [];
  after(() => caches.forEach((c) => c.close()));

  /** A cache over a loader that knows `live` slugs and counts its loads per slug. */
  async function cacheOf(live: string[], sizes = { maxEntries: 100, maxMisses: 50 }) {
    const d = await deps();
    const loads = new Map<string, number>();
    const rows = new Map(
      live.map((slug, i): [string, ServableLinkRow] => [
        slug,
        {
          id: i + 1,
          business_id: 1,
          affiliate_id: 1,
          slug,
          destination_url: `https://shop.example/${slug}`,
          campaign: null,
          cookie_duration: 30,
        },
      ]),
    );
    const load = async (slug: string) => {
      loads.set(slug, (loads.get(slug) ?? 0) + 1);
      return rows.get(slug) ?? null;
    };
    const cache = new LinkCache(load, d.redis, uniq('lc'), d.logger, {
      ...sizes,
      ttlMs: 60_000,
      negativeTtlMs: 60_000,
    });
    caches.push(cache);
    return { cache, loads };
  }

  it('a storm of unknown slugs never pushes a live link out: each is still served without a load', async () => {
    const live = Array.from({ length: 80 }, (_, i) => `live-${i}`);
    const { cache, loads } = await cacheOf(live);
    for (const slug of live)
      expect((await cache.get(slug))?.destination).to.equal(`https://shop.example/${slug}`);
    for (let i = 0; i < 2_000; i += 1) expect(await cache.get(uniq('random'))).to.equal(null);
    for (const slug of live) {
      expect(cache.peek(slug), slug).to.not.equal(undefined);
      await cache.get(slug);
      expect(loads.get(slug), slug).to.equal(1);
    }
    // The misses are bounded apart from the links.
    expect(cache.size).to.deep.equal({ links: 80, misses: 50 });
  });

  it('a known miss is answered without a load until it is pushed out by newer ones or a link appears', async () => {
    const { cache, loads } = await cacheOf([]);
    expect(await cache.get('gone')).to.equal(null);
    expect(await cache.get('gone')).to.equal(null);
    expect(loads.get('gone')).to.equal(1);
    // An invalidation (a link created or changed) drops every known miss.
    cache.apply({ kind: 'link', businessId: 1, linkId: 999, slug: 'other' });
    expect(await cache.get('gone')).to.equal(null);
    expect(loads.get('gone')).to.equal(2);
    // Oldest out first: 50 newer misses push it out.
    for (let i = 0; i < 50; i += 1) await cache.get(`miss-${i}`);
    expect(cache.peek('gone')).to.equal(undefined);
  });

  it('live links are still bounded: the least recently used goes first', async () => {
    const live = Array.from({ length: 5 }, (_, i) => `l-${i}`);
    const { cache } = await cacheOf(live, { maxEntries: 3, maxMisses: 3 });
    for (const slug of live) await cache.get(slug);
    expect(cache.size.links).to.equal(3);
    expect(cache.peek('l-0')).to.equal(undefined);
    expect(cache.peek('l-4')).to.not.equal(undefined);
  });
});
