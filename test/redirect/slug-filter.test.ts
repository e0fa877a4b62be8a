import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { expect } from 'chai';
import type { Deps } from '../../api/deps';
import { createLink, deleteLink, updateLink } from '../../api/features/links/links.service';
import { BloomFilter } from '../../api/tracking/edge/slug-filter';
import { isolatedEnv, runTs, type Child } from '../helpers/child-process';
import { deleteKeys, deps, startServer } from '../helpers/context';
import { newAffiliate, newBusiness, newLink, uniq } from '../helpers/fixtures';
import { freePort } from '../helpers/net';
import { waitFor } from '../helpers/wait';

/** The status of HEAD /r/{slug} (a link check: no click is recorded). */
async function head(base: string, slug: string): Promise<Response> {
  const r = await fetch(`${base}/r/${slug}`, { method: 'HEAD', redirect: 'manual' });
  await r.arrayBuffer();
  return r;
}

const settled = (base: string, slug: string, want: number) =>
  waitFor(
    `/r/${slug} to answer ${want}`,
    async () => (await head(base, slug)).status,
    (s) => s === want,
    2_000,
  );

/** PostgreSQL queries that read referral_links, counted through pg-promise's `query` event. */
function countLinkQueries(d: Deps): { readonly n: number; stop(): void } {
  const options = d.db.$config.options as { query?: (e: { query: string }) => void };
  const before = options.query;
  let n = 0;
  options.query = (e) => {
    if (/referral_links/.test(e.query)) n += 1;
    before?.(e);
  };
  return {
    get n() {
      return n;
    },
    stop: () => {
      options.query = before;
    },
  };
}

const randomSlug = () => `zz${randomBytes(6).toString('hex')}`;

describe('unknown slugs (the redirect slug filter and 404 limit)', function () {
  this.timeout(120_000);

  it('a Bloom filter: no false negatives, about 1 % false positives, 1.2 MB a million slugs', () => {
    const f = new BloomFilter(100_000, 0.01);
    const added = Array.from({ length: 100_000 }, (_, i) => `l${i.toString(36)}x`);
    for (const s of added) f.add(s);
    expect(added.filter((s) => !f.has(s))).to.have.length(0);
    let fp = 0;
    for (let i = 0; i < 100_000; i += 1) if (f.has(`other-${i}`)) fp += 1;
    expect(fp / 100_000).to.be.within(0.002, 0.02);
    expect(new BloomFilter(1_000_000, 0.01).bytes).to.be.below(1.25e6);
  });

  it('answers unknown slugs 404 without a PostgreSQL query, and still serves live, new and changed links', async () => {
    const base = await deps();
    const biz = await newBusiness();
    const aff = await newAffiliate(biz.id);
    const early = await newLink(biz.id, aff.id);
    const { url } = await startServer();
    // Built once the server's invalidation subscription is up: until then every slug is looked up.
    const probe = randomSlug();
    const counter = countLinkQueries(base);
    try {
      await waitFor(
        'the slug filter to be built',
        async () => {
          const at = counter.n;
          await head(url, probe);
          return counter.n - at;
        },
        (queries) => queries === 0,
        10_000,
      );
      const at = counter.n;
      for (let i = 0; i < 50; i += 1) expect((await head(url, randomSlug())).status).to.equal(404);
      expect(counter.n - at, 'queries on referral_links for 50 unknown slugs').to.equal(0);

      // Links the filter was built with, and one created after (its message adds it).
      expect((await head(url, early.slug)).status).to.equal(302);
      const made = await createLink(base, biz.id, aff.id, {
        destination_url: 'https://shop.example/new',
        is_active: true,
      });
      expect(await settled(url, made.slug, 302)).to.equal(302);
      expect(await settled(url, made.slug.toUpperCase(), 302)).to.equal(302);
      // Changed and deleted: the filter still holds the slug, and the lookup answers.
      await updateLink(base, biz.id, made.id, { is_active: false });
      expect(await settled(url, made.slug, 404)).to.equal(404);
      await updateLink(base, biz.id, made.id, { is_active: true });
      expect(await settled(url, made.slug, 302)).to.equal(302);
      await deleteLink(base, biz.id, made.id);
      expect(await settled(url, made.slug, 404)).to.equal(404);
    } finally {
      counter.stop();
    }
  });

  it('limits 404s per client IP: 429 with Retry-After past the limit, while live links still redirect', async () => {
    const base = await deps();
    const biz = await newBusiness();
    const aff = await newAffiliate(biz.id);
    const live = await newLink(biz.id, aff.id);
    const { url } = await startServer({
      config: {
        ...base.config,
        rateLimitPrefix: `${base.config.redisPrefix}:rl:${uniq()}`,
        redirectNotFoundPerMinute: 5,
      },
    });
    for (let i = 0; i < 5; i += 1) expect((await head(url, randomSlug())).status).to.equal(404);
    const limited = await fetch(`${url}/r/${randomSlug()}`, {
      redirect: 'manual',
      headers: { 'x-request-id': 'storm-1' },
    });
    expect(limited.status).to.equal(429);
    expect(Number(limited.headers.get('retry-after'))).to.be.within(1, 60);
    // The answer is laid out once for all (the wait and the request id aside): every header still there.
    expect(limited.headers.get('content-type')).to.equal('application/json; charset=utf-8');
    expect(limited.headers.get('x-request-id')).to.equal('storm-1');
    expect(limited.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(limited.headers.get('referrer-policy')).to.equal('no-referrer');
    expect(await limited.json()).to.deep.equal({
      success: false,
      error: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests, please slow down' },
    });
    // A malformed slug is a 404 too, and limited alike.
    expect((await head(url, '%E4%B8%AD')).status).to.equal(429);
    for (let i = 0; i < 20; i += 1) expect((await head(url, live.slug)).status).to.equal(302);
  });

  describe('in another process', () => {
    let web: Child;
    let port: number;
    let ns: string;
    let cleanup: () => Promise<void>;

    before(async () => {
      const base = await deps();
      port = await freePort();
      const iso = isolatedEnv(base, 'slugs', { PORT: String(port) });
      ns = iso.ns;
      web = runTs('api/server.ts', iso.env);
      await waitFor(
        () => `the web process to listen (output: ${web.output()})`,
        async () => {
          if (web.child.exitCode !== null) return -1;
          const r = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
          return r?.status ?? 0;
        },
        (s) => s === 200 || s === -1,
        60_000,
      );
      cleanup = async () => {
        await deleteKeys(base.redis, `${ns}:*`);
        await fs.rm(iso.chPath, { recursive: true, force: true });
      };
    });

    after(async () => {
      if (web && web.child.exitCode === null) {
        web.child.kill('SIGTERM');
        await web.exited;
      }
      await cleanup?.();
    });

    it('follows links created, changed and deleted in this process (its filter learns them from the invalidation)', async () => {
      const base = await deps();
      // This process's writes, published on the other process's channel.
      const writer: Deps = { ...base, config: { ...base.config, redisPrefix: ns } };
      const other = `http://127.0.0.1:${port}`;
      const biz = await newBusiness();
      const aff = await newAffiliate(biz.id);
      const slug = uniq('xp');
      expect((await head(other, slug)).status).to.equal(404);
      const made = await createLink(writer, biz.id, aff.id, {
        destination_url: 'https://shop.example/x',
        slug,
        is_active: true,
      });
      expect(await settled(other, slug, 302)).to.equal(302);
      const moved = await head(other, slug);
      expect(moved.headers.get('location')).to.equal('https://shop.example/x');
      await updateLink(writer, biz.id, made.id, { destination_url: 'https://shop.example/y' });
      await waitFor(
        'the new destination',
        async () => (await head(other, slug)).headers.get('location'),
        (l) => l === 'https://shop.example/y',
        2_000,
      );
      await deleteLink(writer, biz.id, made.id);
      expect(await settled(other, slug, 404)).to.equal(404);
      expect(web.child.exitCode, web.output()).to.equal(null);
    });
  });
});
