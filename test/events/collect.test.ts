import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { eventsPending, flushEvents, loadEvents } from '../../api/tracking/load/load-events';
import { stageKeys } from '../../api/tracking/load/staging';
import { eventIdOf, type EventsJob } from '../../api/queues/events';
import { deps, startServer, testConfig, type TestServer } from '../helpers/context';
import { newAffiliate, newBusiness, newLink, type TestBusiness, uniq } from '../helpers/fixtures';
import { call, client } from '../helpers/http';
import { waitFor } from '../helpers/wait';
import { clickOf, eventsOf, trackingSuite, storeClicks } from '../helpers/tracking';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const CHROME_WIN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('events: POST /v1/collect (browser SDK)', function () {
  this.timeout(60_000);
  let server: TestServer;
  trackingSuite((s) => (server = s));

  async function shop(s: TestServer = server): Promise<{ biz: TestBusiness; pk: string }> {
    const biz = await newBusiness();
    const init = await client(s.url, biz.token).get('/v1/sdk/init');
    return { biz, pk: init.body.data.publishable_key };
  }

  const collect = (pk: string | null, body: unknown, headers: Record<string, string> = {}, s = server) =>
    call(s.url, 'POST', '/v1/collect', {
      body,
      headers: { ...(pk ? { 'x-publishable-key': pk } : {}), 'user-agent': CHROME_WIN, ...headers },
    });

  it('answers the CORS preflight: 204, any origin, POST and the X-Publishable-Key header allowed', async () => {
    const r = await call(server.url, 'OPTIONS', '/v1/collect', {
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-publishable-key',
      },
    });
    expect(r.status).to.equal(204);
    expect(r.headers.get('access-control-allow-origin')).to.equal('*');
    expect(r.headers.get('access-control-allow-methods')).to.include('POST');
    expect(r.headers.get('access-control-allow-headers')?.toLowerCase()).to.include('x-publishable-key');
    expect(r.headers.get('access-control-allow-headers')?.toLowerCase()).to.include('content-type');
    expect(Number(r.headers.get('access-control-max-age'))).to.be.greaterThan(0);
  });

  it('one event → 202 with CORS and rate-limit headers; it lands in ClickHouse enriched, once', async () => {
    const { biz, pk } = await shop();
    const visitor = uniq('v');
    const r = await collect(
      pk,
      {
        type: 'pageview',
        visitor_id: visitor,
        session_id: 's1',
        url: 'https://shop.example/products/mug?utm_source=news&utm_medium=email&utm_campaign=spring',
        referrer: 'https://mail.google.com/',
        title: 'Mug',
      },
      { origin: 'https://shop.example', 'user-agent': IPHONE },
    );
    expect(r.status).to.equal(202);
    expect(r.body).to.deep.equal({
      success: true,
      message: r.body.message,
      data: { accepted: 1, cookie_duration: 30 },
    });
    expect(r.headers.get('access-control-allow-origin')).to.equal('*');
    expect(r.headers.get('x-ratelimit-limit')).to.equal('300');
    expect(Number(r.headers.get('x-ratelimit-remaining'))).to.be.lessThan(300);
    const rows = await eventsOf(biz.id, 1);
    expect(rows[0]).to.deep.include({
      type: 'pageview',
      visitor_id: visitor,
      session_id: 's1',
      path: '/products/mug',
      title: 'Mug',
      device: 'mobile',
      browser: 'Mobile Safari',
      os: 'iOS',
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'spring',
      traffic_source: 'email',
      affiliate_id: 0,
      click_id: 0,
      is_bot: 0,
    });
    expect(rows[0].id).to.match(/^[0-9a-f-]{36}$/);
  });

  it('country from the client address behind a trusted proxy; traffic sources; batches of up to 50', async () => {
    const proxied = await startServer({
      config: {
        ...testConfig(),
        trustProxy: 2,
        rateLimitPrefix: `${testConfig().redisPrefix}:rl:${uniq()}`,
      },
    });
    const { biz, pk } = await shop(proxied);
    const r = await collect(
      pk,
      {
        events: [
          {
            type: 'pageview',
            url: 'https://shop.example/',
            referrer: 'https://www.google.com/search?q=mugs',
          },
          { type: 'pageview', url: 'https://shop.example/a', referrer: 'https://shop.example/' },
          {
            type: 'product_view',
            url: 'https://shop.example/p/1',
            product_id: 'p1',
            product_name: 'Mug',
            price: 12.5,
          },
          { type: 'add_to_cart', product_id: 'p1', price: 12.5, quantity: 2 },
          { type: 'remove_from_cart', product_id: 'p1', price: 12.5 },
          {
            type: 'thank_you_view',
            url: 'https://shop.example/thanks',
            referrer: 'https://www.facebook.com/',
          },
        ],
      },
      { 'x-forwarded-for': '8.8.8.8, 10.0.0.1' },
      proxied,
    );
    expect(r.status).to.equal(202);
    expect(r.body.data.accepted).to.equal(6);
    const rows = await eventsOf(biz.id, 6);
    expect(new Set(rows.map((e: any) => e.country))).to.deep.equal(new Set(['US']));
    const byType = (t: string) => rows.filter((e: any) => e.type === t);
    expect(
      byType('pageview')
        .map((e: any) => e.traffic_source)
        .sort(),
    ).to.deep.equal(['direct', 'search']);
    expect(byType('thank_you_view')[0].traffic_source).to.equal('social');
    expect(byType('product_view')[0]).to.deep.include({
      product_id: 'p1',
      product_name: 'Mug',
      price: 12.5,
      quantity: 0,
    });
    expect(byType('add_to_cart')[0]).to.deep.include({ price: 12.5, quantity: 2 });
    expect(byType('remove_from_cart')[0].quantity).to.equal(1);
  });

  it('an event with a click id gets the affiliate and link of the click; a referral code its affiliate', async () => {
    const { biz, pk } = await shop();
    const aff = await newAffiliate(biz.id);
    const link = await newLink(biz.id, aff.id);
    const coded = await newAffiliate(biz.id);
    const click = clickOf({ businessId: biz.id, linkId: link.id, affiliateId: aff.id });
    await storeClicks([click], 'redis');
    const r = await collect(pk, {
      events: [
        {
          type: 'pageview',
          click_id: String(click.id),
          url: 'https://shop.example/',
          referrer: 'https://www.google.com/',
        },
        { type: 'pageview', referral_code: coded.referralCode.toLowerCase(), url: 'https://shop.example/' },
        { type: 'pageview', referral_code: 'NOBODY', url: 'https://shop.example/' },
      ],
    });
    expect(r.status).to.equal(202);
    const rows = await eventsOf(biz.id, 3);
    const withClick = rows.find((e: any) => e.click_id === click.id);
    expect(withClick).to.deep.include({
      affiliate_id: aff.id,
      referral_link_id: link.id,
      traffic_source: 'affiliate',
    });
    const withCode = rows.find((e: any) => e.referral_code === coded.referralCode.toLowerCase());
    expect(withCode).to.deep.include({
      affiliate_id: coded.id,
      referral_link_id: 0,
      traffic_source: 'affiliate',
    });
    expect(rows.find((e: any) => e.referral_code === 'NOBODY')).to.deep.include({ affiliate_id: 0 });
  });

  it('an event whose click is not stored yet waits for it (retried), then carries its affiliate', async () => {
    const { biz, pk } = await shop();
    const aff = await newAffiliate(biz.id);
    const link = await newLink(biz.id, aff.id);
    const click = clickOf({ businessId: biz.id, linkId: link.id, affiliateId: aff.id });
    expect((await collect(pk, { type: 'pageview', click_id: click.id })).status).to.equal(202);
    const d = await deps();
    await waitFor('the events job to wait for its click', async () => {
      const failed = await d.queues.get('events').getJobs(['delayed', 'failed', 'wait']);
      return failed.some((j) => j.data.businessId === biz.id && /not stored yet/.test(j.failedReason ?? ''));
    });
    await storeClicks([click], 'redis');
    const rows = await eventsOf(biz.id, 1);
    expect(rows[0]).to.deep.include({ click_id: click.id, affiliate_id: aff.id, referral_link_id: link.id });
  });

  it('a retried batch (the worker died after staging it) leaves every event in ClickHouse exactly once', async () => {
    const { biz } = await shop();
    const d = await deps();
    const job: EventsJob = {
      businessId: biz.id,
      batchId: randomUUID(),
      receivedAt: new Date().toISOString(),
      ip: '8.8.8.8',
      userAgent: CHROME_WIN,
      proxyCountry: null,
      events: Array.from({ length: 5 }, (_, i) => ({
        id: randomUUID(),
        type: 'pageview' as const,
        url: `https://s.example/${i}`,
      })),
    };
    expect(await loadEvents(d, job)).to.equal(5);
    expect(await loadEvents(d, job)).to.equal(5);
    expect(await loadEvents(d, job, true)).to.equal(5);
    // The workers' own flush may be running: the lock makes a flush here return null, then wait.
    await waitFor('the flush', async () => (await flushEvents(d)) !== null && !(await eventsPending(d)));
    const rs = await d.ch.client.query({
      query: 'SELECT count() AS n, uniqExact(id) AS u FROM events WHERE business_id = {b:UInt64}',
      query_params: { b: biz.id },
      format: 'JSONEachRow',
    });
    expect(await rs.json()).to.deep.equal([{ n: 5, u: 5 }]);
  });

  it('a late batch delivered again after its staging marker expired adds only the events ClickHouse lacks', async () => {
    const { biz } = await shop();
    const d = await deps();
    const batchId = randomUUID();
    const job: EventsJob = {
      businessId: biz.id,
      batchId,
      // Received a day ago: a replay that old may follow a staging whose marker is gone.
      receivedAt: new Date(Date.now() - 86_400_000).toISOString(),
      ip: '8.8.8.8',
      userAgent: CHROME_WIN,
      proxyCountry: null,
      events: Array.from({ length: 3 }, (_, i) => ({
        id: eventIdOf(batchId, i),
        type: 'pageview' as const,
        url: `https://s.example/${i}`,
      })),
    };
    const flushed = () =>
      waitFor('the flush', async () => (await flushEvents(d)) !== null && !(await eventsPending(d)));
    const marker = stageKeys(d.config.redisPrefix, 'events').staged(batchId);
    await loadEvents(d, job);
    await flushed();
    await d.redis.del(marker);
    await loadEvents(d, job);
    await d.redis.del(marker);
    const longer = {
      ...job,
      events: [...job.events, { id: eventIdOf(batchId, 3), type: 'pageview' as const }],
    };
    expect(await loadEvents(d, longer)).to.equal(4);
    await flushed();
    const rs = await d.ch.client.query({
      query: 'SELECT count() AS n, uniqExact(id) AS u FROM events WHERE business_id = {b:UInt64}',
      query_params: { b: biz.id },
      format: 'JSONEachRow',
    });
    expect(await rs.json()).to.deep.equal([{ n: 4, u: 4 }]);
  });

  it('bots are stored flagged is_bot', async () => {
    const { biz, pk } = await shop();
    await collect(
      pk,
      { type: 'pageview' },
      { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    );
    expect((await eventsOf(biz.id, 1))[0].is_bot).to.equal(1);
  });

  it('the key may come as ?key= with a text/plain body (navigator.sendBeacon)', async () => {
    const { biz, pk } = await shop();
    const r = await call(server.url, 'POST', `/v1/collect?key=${encodeURIComponent(pk)}`, {
      rawBody: JSON.stringify({ events: [{ type: 'add_to_cart', product_id: 'x' }] }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(r.status).to.equal(202);
    expect((await eventsOf(biz.id, 1))[0].type).to.equal('add_to_cart');
  });

  describe('refusals (the error envelope, CORS headers kept)', () => {
    it('missing publishable key → 401', async () => {
      const r = await collect(null, { type: 'pageview' });
      expect(r.status).to.equal(401);
      expect(r.body).to.deep.include({ success: false });
      expect(r.body.error.code).to.equal('UNAUTHORIZED');
      expect(r.headers.get('access-control-allow-origin')).to.equal('*');
    });

    it('unknown publishable key (or an API key) → 401', async () => {
      const { biz } = await shop();
      for (const key of ['pk_doesnotexist', biz.apiKey, biz.token, 'x'.repeat(500)]) {
        const r = await collect(key, { type: 'pageview' });
        expect(r.status).to.equal(401);
        expect(r.body.error.code).to.equal('UNAUTHORIZED');
      }
      // A key no store can hold (PostgreSQL refuses NUL), by the query parameter too.
      for (const key of ['pk_a\u0000b', '\u0000']) {
        const r = await call(server.url, 'POST', `/v1/collect?key=${encodeURIComponent(key)}`, {
          rawBody: JSON.stringify({ type: 'pageview' }),
          headers: { 'content-type': 'text/plain' },
        });
        expect(r.status, JSON.stringify(key)).to.equal(401);
        expect(r.body.error.code).to.equal('UNAUTHORIZED');
      }
    });

    it('the key of an inactive business → 403', async () => {
      const { biz, pk } = await shop();
      await client(server.url, biz.token).post('/v1/connection/disconnect', { body: {} });
      const r = await collect(pk, { type: 'pageview' });
      expect(r.status).to.equal(403);
      expect(r.body.error.code).to.equal('FORBIDDEN');
    });

    it('a key in use stops working when its business disconnects (the key cache is invalidated)', async () => {
      const { biz, pk } = await shop();
      expect((await collect(pk, { type: 'pageview' })).status).to.equal(202);
      await client(server.url, biz.token).post('/v1/connection/disconnect', { body: {} });
      // Well within the cache's 60 s lifetime: only the invalidation message can do this.
      await waitFor(
        'a 403',
        async () => (await collect(pk, { type: 'pageview' })).status === 403,
        undefined,
        5_000,
      );
    });

    it('more than 50 events, none, or an invalid event → 422 with details', async () => {
      const { pk } = await shop();
      // Measured before read: the events themselves (all invalid) are not looked at.
      const many = await collect(pk, { events: Array.from({ length: 51 }, () => ({ type: 'purchase' })) });
      expect(many.status).to.equal(422);
      expect(many.body.error.code).to.equal('VALIDATION_ERROR');
      expect(many.body.error.details).to.deep.equal({
        events: ['events must contain less than or equal to 50 items'],
      });
      expect((await collect(pk, { events: [] })).body.error.details).to.have.property('events');
      const bad = await collect(pk, {
        events: [
          { type: 'pageview' },
          { type: 'purchase', price: -1, quantity: 1.5, click_id: 'abc', occurred_at: 'soon' },
        ],
      });
      expect(bad.status).to.equal(422);
      expect(bad.body.error.details).to.include.keys(
        'events.1.type',
        'events.1.price',
        'events.1.quantity',
        'events.1.click_id',
        'events.1.occurred_at',
      );
      const single = await collect(pk, { url: 'https://shop.example/' });
      expect(single.status).to.equal(422);
      expect(single.body.error.details).to.have.property('type');
      const notObject = await collect(pk, [1, 2]);
      expect(notObject.status).to.equal(422);
    });

    it('malformed JSON → 400; an oversized body → 400', async () => {
      const { pk } = await shop();
      const bad = await call(server.url, 'POST', '/v1/collect', {
        rawBody: '{"type": ',
        headers: { 'x-publishable-key': pk },
      });
      expect(bad.status).to.equal(400);
      expect(bad.body.error.code).to.equal('BAD_REQUEST');
      const huge = await call(server.url, 'POST', '/v1/collect', {
        rawBody: JSON.stringify({ type: 'pageview', title: 'x'.repeat(300 * 1024) }),
        headers: { 'x-publishable-key': pk },
      });
      expect(huge.status).to.equal(400);
      expect(huge.body.error.code).to.equal('BAD_REQUEST');
    });

    it('300 requests a minute per IP, then 429 with Retry-After and the rate-limit headers', async () => {
      const own = await startServer();
      let last = 0;
      for (let i = 0; i < 300; i++) {
        const r = await collect(null, { type: 'pageview' }, {}, own);
        expect(r.status).to.equal(401);
        last = Number(r.headers.get('x-ratelimit-remaining'));
      }
      expect(last).to.equal(0);
      const r = await collect('pk_any', { type: 'pageview' }, {}, own);
      expect(r.status).to.equal(429);
      expect(r.body.error.code).to.equal('TOO_MANY_REQUESTS');
      expect(r.headers.get('x-ratelimit-limit')).to.equal('300');
      expect(r.headers.get('x-ratelimit-remaining')).to.equal('0');
      expect(Number(r.headers.get('retry-after'))).to.be.greaterThan(0);
      expect(r.headers.get('access-control-allow-origin')).to.equal('*');
    });
  });
});
