import { expect } from 'chai';
import type { TestServer } from '../helpers/context';
import { newBusiness, tokenWithScopes, uniq } from '../helpers/fixtures';
import { call, client } from '../helpers/http';
import { eventsOf, trackingSuite } from '../helpers/tracking';

const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('events: POST /v1/pageviews (server-side batches)', function () {
  this.timeout(60_000);
  let server: TestServer;
  trackingSuite((s) => (server = s));

  it('202 data{accepted}; each event enriched from its own ip_address and user_agent; occurred_at kept', async () => {
    const biz = await newBusiness();
    const visitor = uniq('v');
    const r = await client(server.url, biz.token).post('/v1/pageviews', {
      body: {
        events: [
          {
            type: 'pageview',
            visitor_id: visitor,
            url: 'https://shop.example/a',
            ip_address: '81.2.69.160',
            user_agent: IPAD,
            occurred_at: '2026-01-02T03:04:05.123456Z',
          },
          { type: 'product_view', visitor_id: visitor, product_id: 7, url: 'https://shop.example/p/7' },
          { type: 'thank_you_view', visitor_id: visitor, utm_medium: 'cpc' },
        ],
      },
    });
    expect(r.status).to.equal(202);
    expect(r.body).to.deep.equal({ success: true, message: r.body.message, data: { accepted: 3 } });
    const rows = await eventsOf(biz.id, 3);
    const first = rows.find((e) => e.type === 'pageview');
    expect(first).to.deep.include({
      visitor_id: visitor,
      country: 'GB',
      device: 'tablet',
      os: 'iOS',
      occurred_at: '2026-01-02T03:04:05.123456Z',
      traffic_source: 'direct',
    });
    // No user agent named: unknown device, not a bot.
    expect(rows.find((e) => e.type === 'product_view')).to.deep.include({
      product_id: '7',
      device: '',
      is_bot: 0,
      country: '',
    });
    expect(rows.find((e) => e.type === 'thank_you_view')?.traffic_source).to.equal('search');
  });

  it('a referral_code holding a NUL names no affiliate; the batch is still stored whole', async () => {
    const biz = await newBusiness();
    const r = await client(server.url, biz.token).post('/v1/pageviews', {
      body: {
        events: [
          { type: 'pageview', url: 'https://shop.example/a' },
          { type: 'pageview', url: 'https://shop.example/b', referral_code: 'AB\u0000C' },
        ],
      },
    });
    expect(r.status).to.equal(202);
    const rows = await eventsOf(biz.id, 2);
    expect(rows.map((e) => e.url).sort()).to.deep.equal(['https://shop.example/a', 'https://shop.example/b']);
    expect(rows.map((e) => Number(e.affiliate_id))).to.deep.equal([0, 0]);
  });

  it('a future occurred_at is taken as the time the batch was received', async () => {
    const biz = await newBusiness();
    const before = Date.now();
    await client(server.url, biz.token).post('/v1/pageviews', {
      body: { events: [{ type: 'pageview', occurred_at: '2199-01-01T00:00:00Z' }] },
    });
    const [row] = await eventsOf(biz.id, 1);
    expect(Date.parse(row.occurred_at)).to.be.within(before - 1000, Date.now() + 1000);
  });

  it('500 events in one batch are accepted; 501 → 422', async () => {
    const biz = await newBusiness();
    const api = client(server.url, biz.token);
    const events = Array.from({ length: 500 }, (_, i) => ({
      type: 'pageview',
      url: `https://shop.example/${i}`,
    }));
    const ok = await api.post('/v1/pageviews', { body: { events } });
    expect(ok.status).to.equal(202);
    expect(ok.body.data.accepted).to.equal(500);
    const tooMany = await api.post('/v1/pageviews', { body: { events: [...events, { type: 'pageview' }] } });
    expect(tooMany.status).to.equal(422);
    expect(tooMany.body.error.code).to.equal('VALIDATION_ERROR');
    expect(tooMany.body.error.details).to.have.property('events');
    expect(await eventsOf(biz.id, 500)).to.have.length(500);
  });

  it('a batch of 400 000 events is a 422 on events by its length, and the service keeps answering meanwhile', async () => {
    const biz = await newBusiness();
    // 8 MB of JSON, within the body limit: every event is valid, only the count is not.
    const rawBody = JSON.stringify({ events: Array.from({ length: 400_000 }, () => ({ type: 'pageview' })) });
    expect(rawBody.length).to.be.within(7 * 1024 * 1024, 8 * 1024 * 1024);
    const started = Date.now();
    let done = false;
    const big = call(server.url, 'POST', '/v1/pageviews', { token: biz.token, rawBody }).finally(() => {
      done = true;
    });
    // Health checks sent while the batch is handled are answered (reading 400 000 events
    // before the cap held the service for seconds).
    const health: number[] = [];
    do {
      const t = Date.now();
      expect((await call(server.url, 'GET', '/healthz')).status).to.equal(200);
      health.push(Date.now() - t);
    } while (!done);
    const r = await big;
    const elapsed = Date.now() - started;
    expect(r.status).to.equal(422);
    expect(r.body.error.details).to.deep.equal({
      events: ['events must contain less than or equal to 500 items'],
    });
    expect(elapsed, 'answered by its length').to.be.below(2000);
    expect(Math.max(...health)).to.be.below(2000);
  });

  it('a full batch of 500 events with long fields (over 2 MB of JSON) is accepted', async () => {
    const biz = await newBusiness();
    const events = Array.from({ length: 500 }, (_, i) => ({
      type: 'pageview',
      url: `https://shop.example/p/${i}?${'x'.repeat(1500)}`,
      title: 't'.repeat(1000),
      referrer: `https://r.example/${'y'.repeat(1900)}`,
    }));
    expect(JSON.stringify({ events }).length).to.be.greaterThan(2 * 1024 * 1024);
    // The path as the router matches it: any case, a trailing slash.
    for (const path of ['/v1/pageviews', '/V1/PageViews/']) {
      const r = await client(server.url, biz.token).post(path, { body: { events } });
      expect(r.status, path).to.equal(202);
      expect(r.body.data.accepted).to.equal(500);
    }
  });

  it('422 for a missing or empty batch and for invalid events, naming each field', async () => {
    const biz = await newBusiness();
    const api = client(server.url, biz.token);
    for (const body of [{}, { events: [] }, { events: 'x' }]) {
      const r = await api.post('/v1/pageviews', { body });
      expect(r.status).to.equal(422);
      expect(r.body.error.details).to.have.property('events');
    }
    const r = await api.post('/v1/pageviews', {
      body: {
        events: [{ type: 'click', ip_address: 'nope', user_agent: 5, price: 'free', url: 'u'.repeat(2049) }],
      },
    });
    expect(r.status).to.equal(422);
    expect(r.body.error.details).to.include.keys(
      'events.0.type',
      'events.0.ip_address',
      'events.0.user_agent',
      'events.0.price',
      'events.0.url',
    );
    // A count sent as a string is a wrong type; a price may be a decimal string.
    const typed = await api.post('/v1/pageviews', {
      body: {
        events: [
          { type: 'add_to_cart', price: '19.99', quantity: 2 },
          { type: 'add_to_cart', price: 5, quantity: '2' },
        ],
      },
    });
    expect(typed.status).to.equal(422);
    expect(typed.body.error.details).to.have.keys('events.1.quantity');
  });

  it('401 without a token, 403 without pageviews:write; the ingest limit headers', async () => {
    const biz = await newBusiness();
    const body = { events: [{ type: 'pageview' }] };
    expect((await call(server.url, 'POST', '/v1/pageviews', { body })).status).to.equal(401);
    const token = await tokenWithScopes(biz.id, ['conversions:write']);
    const r = await client(server.url, token).post('/v1/pageviews', { body });
    expect(r.status).to.equal(403);
    expect(r.body.error.code).to.equal('FORBIDDEN');
    const allowed = await client(server.url, await tokenWithScopes(biz.id, ['pageviews:write'])).post(
      '/v1/pageviews',
      { body },
    );
    expect(allowed.status).to.equal(202);
    expect(allowed.headers.get('x-ratelimit-limit')).to.equal('1200');
  });
});
