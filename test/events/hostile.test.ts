import { expect } from 'chai';
import type { TestServer } from '../helpers/context';
import { newBusiness } from '../helpers/fixtures';
import { call, client } from '../helpers/http';
import { eventsOf, recorded, trackingSuite } from '../helpers/tracking';

const deep = (n: number): unknown => (n === 0 ? {} : { a: deep(n - 1) });

/** The foundation's hostile test covers Express routes; POST /v1/collect runs before Express. */
describe('tracking under hostile input', function () {
  this.timeout(60_000);
  let server: TestServer;
  trackingSuite((s) => (server = s));

  it('POST /v1/collect never answers 500 and always answers the envelope', async () => {
    const biz = await newBusiness();
    const pk = (await client(server.url, biz.token).get('/v1/sdk/init')).body.data.publishable_key;
    const bodies: { raw?: string; body?: unknown; headers?: Record<string, string> }[] = [
      { body: null },
      { body: [] },
      { body: 'a string' },
      { body: 42 },
      { body: { __proto__: { admin: true }, constructor: { prototype: { x: 1 } } } },
      { body: deep(200) },
      { body: { events: { 0: { type: 'pageview' } } } },
      { body: { events: [null, 1, 'x', []] } },
      { body: { type: ['pageview'], click_id: '1e309', price: 'NaN', occurred_at: '0000-00-00' } },
      { raw: '{"unterminated": ' },
      { raw: '\u0000\u0001\u0002', headers: { 'content-type': 'application/json; charset=utf-7' } },
      { raw: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { raw: '\uFEFF{"type":"pageview"}' },
    ];
    const keys = [pk, undefined, '', 'pk_' + 'x'.repeat(1000), '\u00ff', "pk_' OR 1=1 --"];
    for (const key of keys) {
      for (const b of bodies) {
        const headers: Record<string, string> = { ...b.headers };
        if (key !== undefined) headers['x-publishable-key'] = key;
        const r = await call(server.url, 'POST', '/v1/collect', {
          ...(b.raw !== undefined ? { rawBody: b.raw } : { body: b.body }),
          headers,
        }).catch((e) => ({ status: 0, body: null, text: String(e) }));
        expect(r.status, `${key} ${JSON.stringify(b).slice(0, 80)} → ${r.text?.slice(0, 200)}`).to.be.within(
          200,
          499,
        );
        if (r.status >= 400) expect(r.body.success).to.equal(false);
      }
    }
  });

  it('odd but valid events and conversions are stored, not stuck in retries', async () => {
    const biz = await newBusiness();
    const api = client(server.url, biz.token);
    const odd = [
      'nul\u0000byte',
      'lone \ud800 surrogate',
      'emoji 🛒',
      "'; DROP TABLE events; --",
      '{x:String}',
    ];
    const r = await api.post('/v1/pageviews', {
      body: {
        events: odd.map((s) => ({
          type: 'product_view',
          visitor_id: s,
          session_id: s,
          url: `https://shop.example/${s}`,
          referrer: s,
          title: s,
          product_id: s,
          product_name: s,
          utm_source: s,
          price: 999_999_999_999.99,
          quantity: 1_000_000,
          click_id: Number.MAX_SAFE_INTEGER,
          referral_code: 'X'.repeat(32),
          occurred_at: '2000-01-01T00:00:00Z',
        })),
      },
    });
    expect(r.status).to.equal(202);
    const rows = await eventsOf(biz.id, odd.length);
    expect(rows.map((e) => e.product_name)).to.include('emoji 🛒');

    const orderId = 'ord 🛒 \'"; --';
    const c = await api.post('/v1/conversions', {
      body: {
        order_id: orderId,
        order_total: 999_999_999_999.99,
        click_id: Number.MAX_SAFE_INTEGER,
        referral_code: 'X'.repeat(32),
        visitor_id: 'lone \ud800',
        customer: { name: 'lone \udc00 name', email: null },
        line_items: [
          { product_id: Number.MAX_SAFE_INTEGER, name: 'emoji 🛒', quantity: 1_000_000, price: 0 },
        ],
        metadata: { nested: { deep: [1, 'two', null, { three: true }] } },
        converted_at: '2000-01-01T00:00:00Z',
      },
    });
    expect(c.status).to.equal(202);
    const o = await recorded(api, orderId);
    expect(o.order_total).to.equal('999999999999.99');
    expect(o.affiliate).to.equal(null);
  });
});
