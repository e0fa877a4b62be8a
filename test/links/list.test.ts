import { expect } from 'chai';
import { startServer } from '../helpers/context';
import {
  newAffiliate,
  newBusiness,
  newLink,
  type TestLink,
  tokenWithScopes,
  uniq,
} from '../helpers/fixtures';
import { call, client, type Client } from '../helpers/http';

async function setup() {
  const { url } = await startServer();
  const biz = await newBusiness();
  return { url, biz, api: client(url, biz.token) };
}

const ids = (r: { body: any }): number[] => r.body.data.items.map((l: { id: number }) => l.id);

describe('GET /v1/links', () => {
  it('pages with meta arithmetic: current_page, per_page, total, last_page', async () => {
    const { biz, api } = await setup();
    const aff = await newAffiliate(biz.id);
    const made: TestLink[] = [];
    for (let i = 0; i < 7; i += 1)
      made.push(await newLink(biz.id, aff.id, { createdAt: `2026-01-0${i + 1}T00:00:00Z` }));
    const newestFirst = made.map((l) => l.id).reverse();

    const all = await api.get('/v1/links');
    expect(all.status).to.equal(200);
    expect(all.body.data.meta).to.deep.equal({ current_page: 1, per_page: 25, total: 7, last_page: 1 });
    expect(ids(all)).to.deep.equal(newestFirst);

    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(await api.get(`/v1/links?per_page=3&page=${page}`));
    expect(pages.map((p) => p.body.data.meta)).to.deep.equal(
      [1, 2, 3, 4].map((p) => ({ current_page: p, per_page: 3, total: 7, last_page: 3 })),
    );
    expect(pages.map(ids)).to.deep.equal([
      newestFirst.slice(0, 3),
      newestFirst.slice(3, 6),
      newestFirst.slice(6),
      [],
    ]);

    const exact = await api.get('/v1/links?per_page=7');
    expect(exact.body.data.meta.last_page).to.equal(1);
    const none = await (await setup()).api.get('/v1/links');
    expect(none.body.data).to.deep.equal({
      items: [],
      meta: { current_page: 1, per_page: 25, total: 0, last_page: 1 },
    });
  });

  it('sorts by each whitelisted key in both directions, ties broken by id', async () => {
    const { biz, api } = await setup();
    const aff = await newAffiliate(biz.id);
    const tag = uniq('s');
    const specs = [
      {
        slug: `${tag}-c`,
        destinationUrl: 'https://b.example/',
        campaign: 'beta',
        clickCount: 5,
        createdAt: '2026-01-03T00:00:00Z',
      },
      {
        slug: `${tag}-a`,
        destinationUrl: 'https://c.example/',
        campaign: null,
        clickCount: 9,
        createdAt: '2026-01-01T00:00:00Z',
      },
      {
        slug: `${tag}-d`,
        destinationUrl: 'https://a.example/',
        campaign: 'alpha',
        clickCount: 5,
        createdAt: '2026-01-04T00:00:00Z',
      },
      {
        slug: `${tag}-b`,
        destinationUrl: 'https://d.example/',
        campaign: 'gamma',
        clickCount: 1,
        createdAt: '2026-01-02T00:00:00Z',
      },
    ];
    type Made = (typeof specs)[number] & { id: number };
    const links: Made[] = [];
    for (const s of specs) links.push({ ...s, id: (await newLink(biz.id, aff.id, s)).id });
    const by = (key: (l: Made) => string | number | null, dir: 'asc' | 'desc') =>
      [...links]
        .sort((x, y) => {
          const a = key(x);
          const b = key(y);
          if (a === null && b === null) return dir === 'asc' ? x.id - y.id : y.id - x.id;
          if (a === null) return 1; // nulls last either way
          if (b === null) return -1;
          const c = a < b ? -1 : a > b ? 1 : 0;
          if (c !== 0) return dir === 'asc' ? c : -c;
          return dir === 'asc' ? x.id - y.id : y.id - x.id;
        })
        .map((l) => l.id);
    const keys = {
      created_at: (l: Made) => l.createdAt,
      slug: (l: Made) => l.slug,
      click_count: (l: Made) => l.clickCount,
      destination_url: (l: Made) => l.destinationUrl,
      campaign: (l: Made) => l.campaign,
    };
    for (const [sort, key] of Object.entries(keys)) {
      for (const direction of ['asc', 'desc'] as const) {
        const r = await api.get(`/v1/links?sort=${sort}&direction=${direction}`);
        expect(r.status).to.equal(200);
        expect(ids(r), `${sort} ${direction}`).to.deep.equal(by(key, direction));
      }
      const dflt = await api.get(`/v1/links?sort=${sort}`);
      expect(ids(dflt), `${sort} default direction`).to.deep.equal(by(key, 'desc'));
    }
    // The click_count tie (5 and 5) is what makes the id tie-breaker observable.
    expect(by(keys.click_count, 'asc').slice(1, 3)).to.deep.equal([links[0].id, links[2].id]);
    expect(ids(await api.get('/v1/links'))).to.deep.equal(by(keys.created_at, 'desc'));
  });

  it('filters by affiliate_id and is_active (1 or 0)', async () => {
    const { biz, api } = await setup();
    const a = await newAffiliate(biz.id);
    const b = await newAffiliate(biz.id);
    const a1 = await newLink(biz.id, a.id);
    const a2 = await newLink(biz.id, a.id, { isActive: false });
    const b1 = await newLink(biz.id, b.id);
    expect(ids(await api.get(`/v1/links?affiliate_id=${a.id}`))).to.have.members([a1.id, a2.id]);
    expect(ids(await api.get(`/v1/links?affiliate_id=${b.id}`))).to.deep.equal([b1.id]);
    expect(ids(await api.get('/v1/links?is_active=1'))).to.have.members([a1.id, b1.id]);
    expect(ids(await api.get('/v1/links?is_active=0'))).to.deep.equal([a2.id]);
    expect(ids(await api.get(`/v1/links?affiliate_id=${a.id}&is_active=1`))).to.deep.equal([a1.id]);
    const foreign = await newAffiliate((await newBusiness()).id);
    const r = await api.get(`/v1/links?affiliate_id=${foreign.id}`);
    expect(r.status).to.equal(200);
    expect(r.body.data.meta.total).to.equal(0);
  });

  it('searches slug, destination URL, campaign, affiliate name and email; % and _ match literally', async () => {
    const { biz, api } = await setup();
    const word = uniq('w');
    const named = await newAffiliate(biz.id, { name: `Jane ${word}Smith` });
    const mailed = await newAffiliate(biz.id, { email: `${word}mail@example.com` });
    const plain = await newAffiliate(biz.id, { name: 'Plain Person' });
    const bySlug = await newLink(biz.id, plain.id, { slug: `x${word}slug` });
    const byUrl = await newLink(biz.id, plain.id, { destinationUrl: `https://shop.example/${word}/page` });
    const byCampaign = await newLink(biz.id, plain.id, { campaign: `Spring ${word.toUpperCase()}` });
    const byName = await newLink(biz.id, named.id);
    const byEmail = await newLink(biz.id, mailed.id);
    const other = await newLink(biz.id, plain.id, { campaign: '50%_off' });
    await newLink(biz.id, plain.id, { campaign: '50 percent off' });

    const found = await api.get(`/v1/links?search=${word}`);
    expect(ids(found)).to.have.members([bySlug.id, byUrl.id, byCampaign.id, byName.id, byEmail.id]);
    expect(found.body.data.meta.total).to.equal(5);
    expect(ids(await api.get(`/v1/links?search=jane%20${word}`))).to.deep.equal([byName.id]);
    expect(ids(await api.get(`/v1/links?search=${word}MAIL%40example`))).to.deep.equal([byEmail.id]);
    expect(ids(await api.get('/v1/links?search=%25_'))).to.deep.equal([other.id]);
    expect(ids(await api.get('/v1/links?search=0%25'))).to.deep.equal([other.id]);
    expect(ids(await api.get(`/v1/links?search=${uniq('nothing')}`))).to.deep.equal([]);
    // Another business's links never match.
    const otherBiz = await newBusiness();
    await newLink(otherBiz.id, (await newAffiliate(otherBiz.id)).id, { campaign: word });
    expect((await api.get(`/v1/links?search=${word}`)).body.data.meta.total).to.equal(5);
  });

  it('422 naming each bad query parameter', async () => {
    const { api } = await setup();
    const cases: [string, string][] = [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['per_page=0', 'per_page'],
      ['per_page=101', 'per_page'],
      ['sort=updated_at', 'sort'],
      ['sort=id;DROP', 'sort'],
      ['direction=sideways', 'direction'],
      ['is_active=2', 'is_active'],
      ['affiliate_id=abc', 'affiliate_id'],
      ['affiliate_id=0', 'affiliate_id'],
      [`search=${'s'.repeat(256)}`, 'search'],
      ['search=a%00b', 'search'],
    ];
    for (const [q, field] of cases) {
      const r = await api.get(`/v1/links?${q}`);
      expect(r.status, q).to.equal(422);
      expect(r.body.error.code).to.equal('VALIDATION_ERROR');
      expect(r.body.error.details, q).to.have.all.keys(field);
    }
    expect((await api.get('/v1/links?per_page=100')).status).to.equal(200);
  });

  it('soft-deleted links and other businesses’ links are not listed', async () => {
    const { biz, api } = await setup();
    const aff = await newAffiliate(biz.id);
    const live = await newLink(biz.id, aff.id);
    await newLink(biz.id, aff.id, { deleted: true });
    const other = await newBusiness();
    await newLink(other.id, (await newAffiliate(other.id)).id);
    const r = await api.get('/v1/links');
    expect(ids(r)).to.deep.equal([live.id]);
    expect(r.body.data.meta.total).to.equal(1);
  });

  it('403 without affiliates:read, 401 without a token; the read budget is 120 a minute', async () => {
    const { url, biz, api } = await setup();
    const token = await tokenWithScopes(biz.id, ['orders:read']);
    for (const path of ['/v1/links', '/v1/links/stats']) {
      expect((await call(url, 'GET', path, { token })).status).to.equal(403);
      expect((await call(url, 'GET', path)).status).to.equal(401);
    }
    const readOnly = await tokenWithScopes(biz.id, ['affiliates:read']);
    const r = await call(url, 'GET', '/v1/links', { token: readOnly });
    expect(r.status).to.equal(200);
    expect(r.headers.get('x-ratelimit-limit')).to.equal('120');
    expect((await api.get('/v1/links/stats')).headers.get('x-ratelimit-limit')).to.equal('120');
  });
});

describe('GET /v1/affiliates/{affiliateId}/links', () => {
  it('lists only that affiliate’s links with the same query, ignoring affiliate_id', async () => {
    const { biz, api } = await setup();
    const a = await newAffiliate(biz.id);
    const b = await newAffiliate(biz.id);
    const a1 = await newLink(biz.id, a.id, { clickCount: 3 });
    const a2 = await newLink(biz.id, a.id, { clickCount: 7, isActive: false });
    await newLink(biz.id, a.id, { deleted: true });
    await newLink(biz.id, b.id);
    const r = await api.get(
      `/v1/affiliates/${a.id}/links?sort=click_count&direction=asc&affiliate_id=${b.id}`,
    );
    expect(r.status).to.equal(200);
    expect(ids(r)).to.deep.equal([a1.id, a2.id]);
    expect(r.body.data.meta).to.deep.equal({ current_page: 1, per_page: 25, total: 2, last_page: 1 });
    expect(ids(await api.get(`/v1/affiliates/${a.id}/links?is_active=0`))).to.deep.equal([a2.id]);
    const paged = await api.get(`/v1/affiliates/${a.id}/links?per_page=1&page=2&sort=click_count`);
    expect(ids(paged)).to.deep.equal([a1.id]);
    expect(paged.body.data.meta).to.deep.equal({ current_page: 2, per_page: 1, total: 2, last_page: 2 });
    expect((await api.get(`/v1/affiliates/${a.id}/links?sort=nope`)).status).to.equal(422);
  });

  it('404 for an unknown, a soft-deleted or another business’s affiliate', async () => {
    const { biz, api } = await setup();
    const deleted = await newAffiliate(biz.id, { deleted: true });
    await newLink(biz.id, deleted.id);
    const other = await newBusiness();
    const foreign = await newAffiliate(other.id);
    await newLink(other.id, foreign.id);
    for (const id of [deleted.id, foreign.id, 999_999_999]) {
      const r = await api.get(`/v1/affiliates/${id}/links`);
      expect(r.status).to.equal(404);
      expect(r.body.error.code).to.equal('NOT_FOUND');
    }
  });

  it('403 without affiliates:read', async () => {
    const { url, biz } = await setup();
    const aff = await newAffiliate(biz.id);
    const token = await tokenWithScopes(biz.id, ['affiliates:write']);
    expect((await call(url, 'GET', `/v1/affiliates/${aff.id}/links`, { token })).status).to.equal(403);
  });
});

describe('GET /v1/links/stats', () => {
  async function stats(api: Client) {
    const r = await api.get('/v1/links/stats');
    expect(r.status).to.equal(200);
    return r.body.data;
  }

  it('total, active, inactive and total_clicks; soft-deleted and other businesses excluded', async () => {
    const { biz, api } = await setup();
    expect(await stats(api)).to.deep.equal({ total: 0, active: 0, inactive: 0, total_clicks: 0 });
    const aff = await newAffiliate(biz.id);
    await newLink(biz.id, aff.id, { clickCount: 10 });
    await newLink(biz.id, aff.id, { clickCount: 5, isActive: false });
    await newLink(biz.id, aff.id, { clickCount: 2 });
    await newLink(biz.id, aff.id, { clickCount: 100, deleted: true });
    const other = await newBusiness();
    await newLink(other.id, (await newAffiliate(other.id)).id, { clickCount: 1000 });
    expect(await stats(api)).to.deep.equal({ total: 3, active: 2, inactive: 1, total_clicks: 17 });
  });

  it('a DELETE through the API takes the link out of stats and lists at once', async () => {
    const { biz, api } = await setup();
    const aff = await newAffiliate(biz.id);
    const keep = await newLink(biz.id, aff.id, { clickCount: 4 });
    const drop = await newLink(biz.id, aff.id, { clickCount: 6, isActive: false });
    expect(await stats(api)).to.deep.equal({ total: 2, active: 1, inactive: 1, total_clicks: 10 });
    expect((await api.delete(`/v1/links/${drop.id}`)).status).to.equal(204);
    expect(await stats(api)).to.deep.equal({ total: 1, active: 1, inactive: 0, total_clicks: 4 });
    expect(ids(await api.get('/v1/links'))).to.deep.equal([keep.id]);
    expect(ids(await api.get(`/v1/affiliates/${aff.id}/links`))).to.deep.equal([keep.id]);
    expect(ids(await api.get('/v1/links?is_active=0'))).to.deep.equal([]);
  });
});
