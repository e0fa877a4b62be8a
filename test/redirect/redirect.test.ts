import { expect } from 'chai';
import { publishInvalidation } from '../../api/cache/invalidation';
import { clickIdTime } from '../../api/domain/click-id';
import { findClick } from '../../api/tracking/store/find-clicks';
import type { WorkerPool } from '../../workers/index';
import { deps, startServer, testConfig } from '../helpers/context';
import {
  newAffiliate,
  newBusiness,
  newLink,
  setSettings,
  type TestBusiness,
  tokenWithScopes,
  uniq,
} from '../helpers/fixtures';
import { call, client } from '../helpers/http';
import { waitFor } from '../helpers/wait';
import {
  BOT_UA,
  clickCount,
  clickRows,
  redirect,
  startClickWorkers,
  untilClickRows,
  untilClickCount,
} from '../helpers/clicks';

// Tests run with APP_SCHEME=https: the cookies are Secure.
const COOKIE_ATTRS = 'Path=/; HttpOnly; SameSite=Lax; Secure';

/**
 * The status a slug answers once an invalidation has had time to arrive: pub/sub delivery is
 * asynchronous, so the request right after PUBLISH may still race the message by a tick.
 */
const settled = (base: string, slug: string, want: number) =>
  waitFor(
    `/r/${slug} to answer ${want}`,
    () => redirect(base, slug).then((r) => r.status),
    (s) => s === want,
    1_000,
  );

describe('GET /r/{slug}', function () {
  this.timeout(30_000);
  let workers: WorkerPool;
  let url: string;
  let biz: TestBusiness;
  let affId: number;

  before(async () => {
    workers = startClickWorkers(await deps());
    ({ url } = await startServer());
    biz = await newBusiness();
    affId = (await newAffiliate(biz.id)).id;
  });
  after(async () => workers.close());

  it('302 to the destination with aff_click added, query and fragment kept, cookies and no-store', async () => {
    await setSettings(biz.id, { cookie_duration: 7 });
    const link = await newLink(biz.id, affId, { destinationUrl: 'https://shop.example/p?x=1#top' });
    const res = await redirect(url, link.slug);
    expect(res.status).to.equal(302);
    const location = res.headers.get('location')!;
    const m = /^https:\/\/shop\.example\/p\?x=1&aff_click=(\d+)#top$/.exec(location);
    expect(m, location).to.not.equal(null);
    const id = Number(m![1]);
    expect(Number.isSafeInteger(id)).to.equal(true);
    expect(Math.abs(clickIdTime(id).getTime() - Date.now())).to.be.lessThan(60_000);
    expect(res.headers.get('cache-control')).to.equal('no-store');
    const cookies = res.headers.getSetCookie();
    expect(cookies).to.have.length(2);
    expect(cookies[0]).to.equal(`aff_click=${id}; Max-Age=604800; ${COOKIE_ATTRS}`);
    expect(cookies[1]).to.match(new RegExp(`^aff_vid=[0-9a-f-]{36}; Max-Age=34560000; ${COOKIE_ATTRS}$`));
    expect(res.headers.get('x-request-id')).to.be.a('string');
    await setSettings(biz.id, { cookie_duration: 30 });
  });

  it('HEAD (a link checker) answers where the link leads, with no click, no cookie and no aff_click', async () => {
    const b = await newBusiness();
    const link = await newLink(b.id, (await newAffiliate(b.id)).id, {
      destinationUrl: 'https://shop.example/p?x=1#top',
    });
    const head = await fetch(`${url}/r/${link.slug}`, { method: 'HEAD', redirect: 'manual' });
    expect(head.status).to.equal(302);
    expect(head.headers.get('location')).to.equal('https://shop.example/p?x=1#top');
    expect(head.headers.get('set-cookie')).to.equal(null);
    expect(head.headers.get('cache-control')).to.equal('no-store');
    const missing = await fetch(`${url}/r/${uniq('nope')}`, { method: 'HEAD', redirect: 'manual' });
    expect(missing.status).to.equal(404);
    expect(missing.headers.get('content-type')).to.equal('text/plain; charset=utf-8');
    // A GET afterwards is the one click there is.
    expect((await redirect(url, link.slug)).status).to.equal(302);
    expect(await untilClickRows(b.id, 1)).to.deep.equal({ rows: 1, ids: 1, bots: 0 });
    // A fixed window on purpose: it proves nothing more is counted after a flush period
    // (INGEST_FLUSH_SECONDS=1 in test/setup.ts); there is no event to wait on.
    await new Promise((r) => setTimeout(r, 1_200));
    expect(await clickCount(link.id)).to.equal(1);
  });

  it('appends to a destination without a query, and after an empty one', async () => {
    const plain = await newLink(biz.id, affId, { destinationUrl: 'https://shop.example/landing' });
    const r1 = await redirect(url, plain.slug);
    expect(r1.headers.get('location')).to.match(/^https:\/\/shop\.example\/landing\?aff_click=\d+$/);
    const empty = await newLink(biz.id, affId, { destinationUrl: 'https://shop.example/landing?#frag' });
    const r2 = await redirect(url, empty.slug);
    expect(r2.headers.get('location')).to.match(/^https:\/\/shop\.example\/landing\?aff_click=\d+#frag$/);
    expect(r2.headers.getSetCookie()[0]).to.match(
      /^aff_click=\d+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
    );
  });

  it('slugs match case-insensitively', async () => {
    const link = await newLink(biz.id, affId, { slug: uniq('MiXeD') });
    expect((await redirect(url, link.slug.toUpperCase())).status).to.equal(302);
  });

  it('sets aff_vid only when absent, and the click carries the visitor id', async () => {
    const d = await deps();
    const link = await newLink(biz.id, affId, { campaign: 'spring' });
    const first = await redirect(url, link.slug);
    const vidCookie = first.headers.getSetCookie().find((c) => c.startsWith('aff_vid='))!;
    const vid = /^aff_vid=([^;]+)/.exec(vidCookie)![1];
    const again = await redirect(url, link.slug, { cookie: `other=1; aff_vid=${vid}` });
    expect(again.status).to.equal(302);
    const cookies = again.headers.getSetCookie();
    expect(cookies.map((c) => c.split('=')[0])).to.deep.equal(['aff_click']);
    const id = Number(/aff_click=(\d+)/.exec(again.headers.get('location')!)![1]);
    const stored = await waitFor(
      `click ${id} to be stored`,
      () => findClick(d, biz.id, id),
      (c) => c !== null,
    );
    expect(stored).to.include({ id, visitor_id: vid, referral_link_id: link.id, affiliate_id: affId });
    expect(stored!.campaign).to.equal('spring');
    // A malformed visitor cookie is replaced.
    const bad = await redirect(url, link.slug, { cookie: 'aff_vid=<script>' });
    expect(bad.headers.getSetCookie().some((c) => c.startsWith('aff_vid='))).to.equal(true);
  });

  it('404 plain text for unknown, malformed, deleted and inactive links, inactive businesses and deleted affiliates; no click', async () => {
    const d = await deps();
    const b2 = await newBusiness();
    const a2 = await newAffiliate(b2.id);
    const deleted = await newLink(b2.id, a2.id, { deleted: true });
    const inactive = await newLink(b2.id, a2.id, { isActive: false });
    const goneAff = await newAffiliate(b2.id, { deleted: true });
    const ofGoneAff = await newLink(b2.id, goneAff.id);
    const b3 = await newBusiness();
    const a3 = await newAffiliate(b3.id);
    const ofInactiveBiz = await newLink(b3.id, a3.id);
    await d.db.none('UPDATE businesses SET is_active = false WHERE id = $1', [b3.id]);
    for (const slug of [
      uniq('nope'),
      'bad%20slug',
      'x'.repeat(65),
      '..%2F..%2Fetc',
      deleted.slug,
      inactive.slug,
      ofGoneAff.slug,
      ofInactiveBiz.slug,
    ]) {
      const res = await redirect(url, slug, { 'x-request-id': `miss-${slug.length}` });
      expect(res.status, slug).to.equal(404);
      expect(res.headers.get('content-type')).to.equal('text/plain; charset=utf-8');
      expect(await res.text()).to.equal('Not Found');
      expect(res.headers.get('set-cookie')).to.equal(null);
      expect(res.headers.get('cache-control')).to.equal('no-store');
      expect(res.headers.get('x-request-id')).to.equal(`miss-${slug.length}`);
      expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
    }
    // One real click after them: once it is loaded, anything queued before it would be too.
    const ok = await newLink(b2.id, a2.id);
    expect((await redirect(url, ok.slug)).status).to.equal(302);
    const rows = await untilClickRows(b2.id, 1);
    expect(rows).to.deep.equal({ rows: 1, ids: 1, bots: 0 });
    expect((await clickRows(b3.id)).rows).to.equal(0);
  });

  it('a link whose affiliate is not active still redirects and its click is recorded', async () => {
    const suspended = await newAffiliate(biz.id, { status: 'suspended' });
    const link = await newLink(biz.id, suspended.id);
    expect((await redirect(url, link.slug)).status).to.equal(302);
    expect(
      await waitFor(
        `click_count = 1`,
        () => clickCount(link.id),
        (n) => n === 1,
      ),
    ).to.equal(1);
  });

  it('click_count reaches N after N redirects (within 2 s each batch) and ClickHouse holds each click once', async () => {
    const b = await newBusiness();
    const aff = await newAffiliate(b.id);
    const link = await newLink(b.id, aff.id);
    const N = 40;
    const statuses = await Promise.all(
      Array.from({ length: N }, () => redirect(url, link.slug).then((r) => r.status)),
    );
    expect(statuses.every((s) => s === 302)).to.equal(true);
    const sent = Date.now();
    const count = await untilClickCount(link.id, N);
    expect(count).to.equal(N);
    expect(Date.now() - sent).to.be.lessThan(5_000);
    const rows = await untilClickRows(b.id, N);
    expect(rows).to.deep.equal({ rows: N, ids: N, bots: 0 });
    // A fixed window on purpose: it proves nothing more is counted after a flush period
    // (INGEST_FLUSH_SECONDS=1 in test/setup.ts); there is no event to wait on.
    await new Promise((r) => setTimeout(r, 1_200));
    expect(await clickCount(link.id)).to.equal(N);
  });

  it('bots are redirected and stored with is_bot, but counted nowhere', async () => {
    const b = await newBusiness();
    const aff = await newAffiliate(b.id);
    const link = await newLink(b.id, aff.id);
    const bot = await redirect(url, link.slug, { 'user-agent': BOT_UA });
    expect(bot.status).to.equal(302);
    const empty = await redirect(url, link.slug, { 'user-agent': '' });
    expect(empty.status).to.equal(302);
    expect((await redirect(url, link.slug)).status).to.equal(302);
    const rows = await untilClickRows(b.id, 3);
    expect(rows).to.deep.equal({ rows: 3, ids: 3, bots: 2 });
    expect(await untilClickCount(link.id, 1)).to.equal(1);
    const token = await tokenWithScopes(b.id, ['clicks:read']);
    const list = await client(url, token).get('/v1/clicks');
    expect(list.body.data.meta.total).to.equal(1);
    // A fixed window on purpose: it proves nothing more is counted after a flush period
    // (INGEST_FLUSH_SECONDS=1 in test/setup.ts); there is no event to wait on.
    await new Promise((r) => setTimeout(r, 1_200));
    expect(await clickCount(link.id)).to.equal(1);
  });

  it('reflects a change made in PostgreSQL once it is published, in another app instance too', async () => {
    const d = await deps();
    const other = await startServer();
    const link = await newLink(biz.id, affId);
    expect((await redirect(url, link.slug)).status).to.equal(302);
    expect((await redirect(other.url, link.slug)).status).to.equal(302);

    await d.db.none('UPDATE referral_links SET is_active = false WHERE id = $1', [link.id]);
    // Cached: without the message the old state is still served.
    expect((await redirect(other.url, link.slug)).status).to.equal(302);
    await publishInvalidation(d, { kind: 'link', businessId: biz.id, linkId: link.id });
    expect(await settled(other.url, link.slug, 404)).to.equal(404);
    expect(await settled(url, link.slug, 404)).to.equal(404);

    await d.db.none(
      `UPDATE referral_links SET is_active = true, destination_url = 'https://new.example/' WHERE id = $1`,
      [link.id],
    );
    await publishInvalidation(d, { kind: 'link', businessId: biz.id, linkId: link.id });
    expect(await settled(other.url, link.slug, 302)).to.equal(302);
    const moved = await redirect(other.url, link.slug);
    expect(moved.status).to.equal(302);
    expect(moved.headers.get('location')).to.match(/^https:\/\/new\.example\/\?aff_click=\d+$/);

    // An unknown slug is cached as a miss, until a link with that slug is announced.
    const slug = uniq('later');
    expect((await redirect(other.url, slug)).status).to.equal(404);
    await newLink(biz.id, affId, { slug });
    await publishInvalidation(d, { kind: 'link', businessId: biz.id, linkId: 0, slug });
    expect(await settled(other.url, slug, 302)).to.equal(302);

    // The business is disconnected.
    const b = await newBusiness();
    const a = await newAffiliate(b.id);
    const l = await newLink(b.id, a.id);
    expect((await redirect(other.url, l.slug)).status).to.equal(302);
    await call(other.url, 'POST', '/v1/connection/disconnect', { token: b.token, body: {} });
    expect(await settled(other.url, l.slug, 404)).to.equal(404);

    // The affiliate is deleted.
    const a2 = await newAffiliate(biz.id);
    const l2 = await newLink(biz.id, a2.id);
    expect((await redirect(other.url, l2.slug)).status).to.equal(302);
    await d.db.none('UPDATE affiliates SET deleted_at = now() WHERE id = $1', [a2.id]);
    await publishInvalidation(d, { kind: 'affiliate', businessId: biz.id, affiliateId: a2.id });
    expect(await settled(other.url, l2.slug, 404)).to.equal(404);
  });

  it('records utm parameters, referrer, and country from the trusted proxy only when TRUST_PROXY is on', async () => {
    const d = await deps();
    const b = await newBusiness();
    const aff = await newAffiliate(b.id);
    const link = await newLink(b.id, aff.id, {
      destinationUrl: 'https://shop.example/?utm_source=dest&utm_medium=link',
    });
    const trusted = await startServer({ config: { ...testConfig(), trustProxy: 2 } });
    await redirect(trusted.url, `${link.slug}?utm_source=news&utm_campaign=may`, {
      'x-forwarded-for': '8.8.8.8, 10.0.0.1',
      referer: 'https://blog.example/post',
    });
    await redirect(trusted.url, link.slug, { 'x-forwarded-for': '8.8.8.8', 'cf-ipcountry': 'de' });
    await redirect(url, link.slug, { 'x-forwarded-for': '8.8.8.8', 'cf-ipcountry': 'DE' });
    await untilClickRows(b.id, 3);
    const rs = await d.ch.client.query({
      query: `SELECT ip_address, country, utm_source, utm_medium, utm_campaign, referrer, landing_page, device, browser
              FROM clicks WHERE business_id = {b:UInt64} ORDER BY id`,
      query_params: { b: b.id },
      format: 'JSONEachRow',
    });
    const rows = await rs.json<Record<string, string>>();
    expect(rows[0]).to.deep.include({
      ip_address: '8.8.8.8',
      country: 'US',
      utm_source: 'news',
      utm_medium: 'link',
      utm_campaign: 'may',
      referrer: 'https://blog.example/post',
      landing_page: 'https://shop.example/?utm_source=dest&utm_medium=link',
      device: 'desktop',
      browser: 'Chrome',
    });
    expect(rows[1]).to.deep.include({ ip_address: '8.8.8.8', country: 'DE', utm_source: 'dest' });
    expect(rows[2].ip_address).to.equal('127.0.0.1');
    expect(rows[2].country).to.equal('');
  });

  it('logs and measures like Express: /metrics has the /r/:slug route by status', async () => {
    const link = await newLink(biz.id, affId);
    await redirect(url, link.slug);
    await redirect(url, uniq('missing'));
    const echoed = await redirect(url, link.slug, { 'x-request-id': 'req-123' });
    expect(echoed.headers.get('x-request-id')).to.equal('req-123');
    const m = await call(url, 'GET', '/metrics', { token: testConfig().adminToken });
    expect(m.text).to.match(
      /http_request_duration_seconds_count\{method="GET",route="\/r\/:slug",status="302"\} \d+/,
    );
    expect(m.text).to.match(
      /http_request_duration_seconds_count\{method="GET",route="\/r\/:slug",status="404"\} \d+/,
    );
  });

  it('leaves other methods and paths to Express', async () => {
    const link = await newLink(biz.id, affId);
    const post = await call(url, 'POST', `/r/${link.slug}`);
    expect(post.status).to.equal(404);
    expect(post.body.error.code).to.equal('NOT_FOUND');
  });
});
