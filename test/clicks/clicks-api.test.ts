import { expect } from 'chai';
import { clickIdTime } from '../../api/domain/click-id';
import { flushClickRows, loadClicks } from '../../api/tracking/load/load-clicks';
import type { WorkerPool } from '../../workers/index';
import { deps, startServer } from '../helpers/context';
import {
  newAffiliate,
  newBusiness,
  newLink,
  type TestBusiness,
  type TestLink,
  tokenWithScopes,
  uniq,
} from '../helpers/fixtures';
import { client, type Client } from '../helpers/http';
import { waitFor } from '../helpers/wait';
import {
  BOT_UA,
  BROWSER_UA,
  clickCount,
  startClickWorkers,
  untilClickRows,
  untilClickCount,
} from '../helpers/clicks';

describe('POST /v1/clicks and GET /v1/clicks', function () {
  this.timeout(30_000);
  let workers: WorkerPool;
  let url: string;
  let biz: TestBusiness;
  let api: Client;
  let link: TestLink;
  let affId: number;

  before(async () => {
    workers = startClickWorkers(await deps());
    ({ url } = await startServer());
    biz = await newBusiness();
    api = client(url, biz.token);
    const aff = await newAffiliate(biz.id);
    affId = aff.id;
    link = await newLink(biz.id, affId, { campaign: 'summer' });
  });
  after(async () => workers.close());

  describe('POST /v1/clicks', () => {
    it('202 data{click_id}; the click is stored, counted and listed like a redirect click', async () => {
      const r = await api.post('/v1/clicks', {
        body: {
          slug: link.slug,
          landing_page: 'https://shop.example/p?utm_source=mail&utm_medium=email',
          referrer: 'https://news.example/',
          ip_address: '8.8.8.8',
          user_agent: BROWSER_UA,
          visitor_id: 'visitor-1',
        },
      });
      expect(r.status).to.equal(202);
      expect(r.body.success).to.equal(true);
      const id = r.body.data.click_id;
      expect(Number.isSafeInteger(id) && id > 0).to.equal(true);
      expect(Math.abs(clickIdTime(id).getTime() - Date.now())).to.be.lessThan(60_000);
      expect(r.headers.get('x-ratelimit-limit')).to.equal('1200');
      expect(await untilClickCount(link.id, 1)).to.equal(1);
      const list = await waitFor(
        `1 items in the clicks list`,
        () => api.get(`/v1/clicks?link_id=${link.id}`),
        (l) => l.body.data.items.length >= 1,
      );
      expect(list.status).to.equal(200);
      expect(list.body.data.items[0]).to.deep.equal({
        id,
        referral_link_id: link.id,
        affiliate_id: affId,
        campaign: 'summer',
        landing_page: 'https://shop.example/p?utm_source=mail&utm_medium=email',
        referrer: 'https://news.example/',
        device: 'desktop',
        country: 'US',
        created_at: list.body.data.items[0].created_at,
        quality: 'ok',
      });
      expect(list.body.data.items[0].created_at).to.match(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
      expect(new Date(list.body.data.items[0].created_at).getTime()).to.equal(clickIdTime(id).getTime());
    });

    it('a click that names no user agent is counted and listed (unknown device); a crawler’s is not', async () => {
      const b = await newBusiness();
      const own = await newLink(b.id, (await newAffiliate(b.id)).id);
      const mine = client(url, b.token);
      const plain = await mine.post('/v1/clicks', { body: { slug: own.slug } });
      const empty = await mine.post('/v1/clicks', { body: { slug: own.slug, user_agent: '' } });
      const bot = await mine.post('/v1/clicks', { body: { slug: own.slug, user_agent: BOT_UA } });
      expect([plain.status, empty.status, bot.status]).to.deep.equal([202, 202, 202]);
      const rows = await untilClickRows(b.id, 3);
      expect(rows).to.deep.equal({ rows: 3, ids: 3, bots: 1 });
      expect(await untilClickCount(own.id, 2)).to.equal(2);
      const list = await mine.get(`/v1/clicks?link_id=${own.id}`);
      expect(list.body.data.items.map((i: { id: number }) => i.id).sort()).to.deep.equal(
        [plain.body.data.click_id, empty.body.data.click_id].sort(),
      );
      // Unknown, like the list's other empty fields.
      expect(list.body.data.items[0].device).to.equal(null);
      // A fixed window on purpose: it proves nothing more is counted after a flush period
      // (INGEST_FLUSH_SECONDS=1 in test/setup.ts); there is no event to wait on.
      await new Promise((r) => setTimeout(r, 1_200));
      expect(await clickCount(own.id)).to.equal(2);
    });

    it('by referral_code: the affiliate’s most recent active link, or no link when it has none', async () => {
      const aff = await newAffiliate(biz.id, { status: 'pending' });
      const older = await newLink(biz.id, aff.id, { campaign: 'older' });
      const newer = await newLink(biz.id, aff.id, { campaign: 'newer' });
      const d = await deps();
      await d.db.none(`UPDATE referral_links SET created_at = now() - interval '1 day' WHERE id = $1`, [
        older.id,
      ]);
      const lower = aff.referralCode.toLowerCase();
      const a = await api.post('/v1/clicks', { body: { referral_code: lower, user_agent: BROWSER_UA } });
      expect(a.status).to.equal(202);
      await d.db.none('UPDATE referral_links SET is_active = false WHERE id = $1', [newer.id]);
      const b = await api.post('/v1/clicks', {
        body: { referral_code: aff.referralCode, user_agent: BROWSER_UA },
      });
      expect(b.status).to.equal(202);
      await d.db.none('UPDATE referral_links SET is_active = false WHERE id = $1', [older.id]);
      const c = await api.post('/v1/clicks', {
        body: { referral_code: aff.referralCode, user_agent: BROWSER_UA },
      });
      expect(c.status).to.equal(202);
      const list = await waitFor(
        `3 items in the clicks list`,
        () => api.get(`/v1/clicks?affiliate_id=${aff.id}`),
        (l) => l.body.data.items.length >= 3,
      );
      const byId = new Map(list.body.data.items.map((i: { id: number }) => [i.id, i]));
      expect(byId.get(a.body.data.click_id)).to.include({ referral_link_id: newer.id, campaign: 'newer' });
      expect(byId.get(b.body.data.click_id)).to.include({ referral_link_id: older.id, campaign: 'older' });
      expect(byId.get(c.body.data.click_id)).to.include({
        referral_link_id: null,
        campaign: null,
        affiliate_id: aff.id,
      });
      expect(await untilClickCount(newer.id, 1)).to.equal(1);
      expect(await untilClickCount(older.id, 1)).to.equal(1);
    });

    it('422 when neither slug nor referral_code is given, and for malformed fields', async () => {
      const none = await api.post('/v1/clicks', { body: { landing_page: 'https://shop.example/' } });
      expect(none.status).to.equal(422);
      expect(none.body.error.code).to.equal('VALIDATION_ERROR');
      expect(none.body.error.details).to.have.keys('slug', 'referral_code');
      const bad = await api.post('/v1/clicks', {
        body: {
          slug: 'no spaces/allowed',
          landing_page: 'javascript:alert(1)',
          ip_address: '999.1.1.1',
          user_agent: 'x'.repeat(1025),
          referrer: 42,
          visitor_id: 'v'.repeat(129),
        },
      });
      expect(bad.status).to.equal(422);
      expect(bad.body.error.details).to.have.keys(
        'slug',
        'landing_page',
        'ip_address',
        'user_agent',
        'referrer',
        'visitor_id',
      );
      const malformed = await api.post('/v1/clicks', { rawBody: '{"slug": ' });
      expect(malformed.status).to.equal(400);
      expect(malformed.body.error.code).to.equal('BAD_REQUEST');
    });

    it('404 for an unknown, inactive, deleted or other business’s link, and an unknown or deleted affiliate', async () => {
      const other = await newBusiness();
      const otherAff = await newAffiliate(other.id);
      const otherLink = await newLink(other.id, otherAff.id);
      const inactive = await newLink(biz.id, affId, { isActive: false });
      const deleted = await newLink(biz.id, affId, { deleted: true });
      const goneAff = await newAffiliate(biz.id, { deleted: true });
      for (const body of [
        { slug: uniq('nope') },
        { slug: otherLink.slug },
        { slug: inactive.slug },
        { slug: deleted.slug },
        { referral_code: 'NOSUCH00' },
        { referral_code: otherAff.referralCode },
        { referral_code: goneAff.referralCode },
      ]) {
        const r = await api.post('/v1/clicks', { body });
        expect(r.status, JSON.stringify(body)).to.equal(404);
        expect(r.body.error.code).to.equal('NOT_FOUND');
      }
    });

    it('401 without a token, 403 without clicks:write', async () => {
      expect((await client(url).post('/v1/clicks', { body: { slug: link.slug } })).status).to.equal(401);
      const readOnly = await tokenWithScopes(biz.id, ['clicks:read']);
      const r = await client(url, readOnly).post('/v1/clicks', { body: { slug: link.slug } });
      expect(r.status).to.equal(403);
      expect(r.body.error.code).to.equal('FORBIDDEN');
    });
  });

  describe('GET /v1/clicks', () => {
    let b: TestBusiness;
    let bApi: Client;
    let l1: TestLink;
    let l2: TestLink;
    let a1: number;
    let a2: number;

    before(async () => {
      // Clicks with chosen times go straight to the loader (the same code the queue runs).
      b = await newBusiness();
      bApi = client(url, await tokenWithScopes(b.id, ['clicks:read']));
      a1 = (await newAffiliate(b.id)).id;
      a2 = (await newAffiliate(b.id)).id;
      l1 = await newLink(b.id, a1, { campaign: null });
      l2 = await newLink(b.id, a2);
      const at = (day: string, n: number) =>
        (Date.parse(`${day}T12:00:00Z`) - Date.UTC(2024, 0, 1)) * 4096 + n;
      const raw = (id: number, l: TestLink, ua = BROWSER_UA) => ({
        id,
        business_id: b.id,
        referral_link_id: l.id,
        affiliate_id: l.affiliateId,
        campaign: null,
        visitor_id: 'v',
        ip_address: null,
        user_agent: ua,
        proxy_country: null,
        referrer: null,
        landing_page: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
      });
      await loadClicks(await deps(), [
        {
          id: uniq('batch'),
          clicks: [
            raw(at('2026-03-01', 1), l1),
            raw(at('2026-03-02', 1), l1),
            raw(at('2026-03-02', 2), l2),
            raw(at('2026-03-03', 1), l2),
            raw(at('2026-03-03', 2), l2, BOT_UA),
          ],
        },
      ]);
      await flushClickRows(await deps());
    });

    it('pages the business’s human clicks, newest first', async () => {
      const r = await bApi.get('/v1/clicks?per_page=2');
      expect(r.status).to.equal(200);
      expect(r.body.data.meta).to.deep.equal({ current_page: 1, per_page: 2, total: 4, last_page: 2 });
      expect(r.body.data.items.map((i: { created_at: string }) => i.created_at.slice(0, 10))).to.deep.equal([
        '2026-03-03',
        '2026-03-02',
      ]);
      expect(r.body.data.items[0]).to.have.keys(
        'id',
        'referral_link_id',
        'affiliate_id',
        'campaign',
        'landing_page',
        'referrer',
        'device',
        'country',
        'created_at',
        'quality',
      );
      const p2 = await bApi.get('/v1/clicks?per_page=2&page=2');
      expect(p2.body.data.items).to.have.length(2);
      expect(p2.body.data.items[1].created_at.slice(0, 10)).to.equal('2026-03-01');
      const p3 = await bApi.get('/v1/clicks?per_page=2&page=3');
      expect(p3.body.data.items).to.deep.equal([]);
      const dflt = await bApi.get('/v1/clicks');
      expect(dflt.body.data.meta.per_page).to.equal(25);
    });

    it('filters by link_id, affiliate_id and the from/to days (inclusive)', async () => {
      expect((await bApi.get(`/v1/clicks?link_id=${l1.id}`)).body.data.meta.total).to.equal(2);
      expect((await bApi.get(`/v1/clicks?affiliate_id=${a2}`)).body.data.meta.total).to.equal(2);
      const none = await bApi.get(`/v1/clicks?affiliate_id=${a1}&link_id=${l2.id}`);
      expect(none.status, none.text).to.equal(200);
      expect(none.body.data.meta.total).to.equal(0);
      const day = await bApi.get('/v1/clicks?from=2026-03-02&to=2026-03-02');
      expect(day.status, day.text).to.equal(200);
      expect(day.body.data.meta.total).to.equal(2);
      expect((await bApi.get('/v1/clicks?from=2026-03-02')).body.data.meta.total).to.equal(3);
      expect((await bApi.get('/v1/clicks?to=2026-03-01')).body.data.meta.total).to.equal(1);
      const c = (await bApi.get(`/v1/clicks?link_id=${l1.id}&to=2026-03-01`)).body.data.items[0];
      expect(c).to.include({ referral_link_id: l1.id, affiliate_id: a1, campaign: null, country: null });
    });

    it('422 when to is before from, and for bad paging or ids', async () => {
      const r = await bApi.get('/v1/clicks?from=2026-03-02&to=2026-03-01');
      expect(r.status).to.equal(422);
      expect(r.body.error.details).to.have.keys('to');
      const bad = await bApi.get(
        '/v1/clicks?per_page=101&page=0&link_id=abc&affiliate_id=-1&from=2026-02-31',
      );
      expect(bad.status).to.equal(422);
      expect(bad.body.error.details).to.have.keys('per_page', 'page', 'link_id', 'affiliate_id', 'from');
    });

    it('404 for another business’s link_id or affiliate_id; their clicks never show', async () => {
      const r1 = await api.get(`/v1/clicks?link_id=${l1.id}`);
      expect(r1.status).to.equal(404);
      expect(r1.body.error.code).to.equal('NOT_FOUND');
      expect((await api.get(`/v1/clicks?affiliate_id=${a1}`)).status).to.equal(404);
      const own = await api.get('/v1/clicks?per_page=100');
      expect(
        own.body.data.items.some((i: { affiliate_id: number }) => [a1, a2].includes(i.affiliate_id)),
      ).to.equal(false);
    });

    it('403 without clicks:read', async () => {
      const writeOnly = await tokenWithScopes(b.id, ['clicks:write']);
      expect((await client(url, writeOnly).get('/v1/clicks')).status).to.equal(403);
    });
  });

  it('each click is in ClickHouse exactly once', async () => {
    const b = await newBusiness();
    const aff = await newAffiliate(b.id);
    const l = await newLink(b.id, aff.id);
    const bApi = client(url, b.token);
    const N = 30;
    const rs = await Promise.all(
      Array.from({ length: N }, () =>
        bApi.post('/v1/clicks', { body: { slug: l.slug, user_agent: BROWSER_UA } }),
      ),
    );
    expect(rs.every((r) => r.status === 202)).to.equal(true);
    expect(new Set(rs.map((r) => r.body.data.click_id)).size).to.equal(N);
    expect(await untilClickRows(b.id, N)).to.deep.equal({ rows: N, ids: N, bots: 0 });
    expect(await untilClickCount(l.id, N)).to.equal(N);
  });
});
