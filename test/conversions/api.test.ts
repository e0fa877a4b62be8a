import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { ManualClock } from '../../api/clock';
import { RateLimits } from '../../api/middleware/rate-limit';
import { deps, startServer, type TestServer } from '../helpers/context';
import { newAffiliate, newBusiness, newLink, setSettings, tokenWithScopes, uniq } from '../helpers/fixtures';
import { call, client } from '../helpers/http';
import { clickOf, recorded, trackingSuite, storeClicks } from '../helpers/tracking';

const ISO_MICRO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** An object nested `n` levels deep. */
const nest = (n: number): Record<string, unknown> => (n <= 1 ? { v: 1 } : { a: nest(n - 1) });

describe('conversions: POST /v1/conversions and GET /v1/conversions/{order_id}', function () {
  this.timeout(60_000);
  let server: TestServer;
  trackingSuite((s) => (server = s));

  describe('validation (422 details name each field)', () => {
    const base = { order_id: 'A-1', order_total: 10 };
    const cases: [string, Record<string, unknown>, string][] = [
      ['order_id missing', { order_total: 10 }, 'order_id'],
      ['order_id too long', { ...base, order_id: 'x'.repeat(256) }, 'order_id'],
      ['order_id not a string', { ...base, order_id: 12 }, 'order_id'],
      ['order_id with NUL', { ...base, order_id: 'a\u0000b' }, 'order_id'],
      ['order_total missing', { order_id: 'A-1' }, 'order_total'],
      ['order_total negative', { ...base, order_total: -1 }, 'order_total'],
      ['order_total not a number', { ...base, order_total: 'ten' }, 'order_total'],
      ['order_total with 3 decimals', { ...base, order_total: 1.005 }, 'order_total'],
      ['subtotal negative', { ...base, subtotal: -0.01 }, 'subtotal'],
      ['discount_applied not a number', { ...base, discount_applied: 'x' }, 'discount_applied'],
      ['tax with 3 decimals', { ...base, tax: 0.001 }, 'tax'],
      ['currency of 2 letters', { ...base, currency: 'US' }, 'currency'],
      ['currency with a digit', { ...base, currency: 'US1' }, 'currency'],
      ['currency not a string', { ...base, currency: 840 }, 'currency'],
      ['click_id zero', { ...base, click_id: 0 }, 'click_id'],
      ['click_id not an integer', { ...base, click_id: 1.5 }, 'click_id'],
      ['click_id text', { ...base, click_id: 'abc' }, 'click_id'],
      ['referral_code too long', { ...base, referral_code: 'A'.repeat(33) }, 'referral_code'],
      ['referral_code not a string', { ...base, referral_code: 5 }, 'referral_code'],
      ['visitor_id too long', { ...base, visitor_id: 'v'.repeat(256) }, 'visitor_id'],
      ['customer not an object', { ...base, customer: 'Jane' }, 'customer'],
      ['customer.email invalid', { ...base, customer: { email: 'not-an-email' } }, 'customer.email'],
      ['customer.name too long', { ...base, customer: { name: 'n'.repeat(256) } }, 'customer.name'],
      ['line_items not an array', { ...base, line_items: { name: 'x' } }, 'line_items'],
      [
        'line_items over 500',
        { ...base, line_items: Array.from({ length: 501 }, () => ({ name: 'x', quantity: 1, price: 1 })) },
        'line_items',
      ],
      [
        'line item quantity 0',
        { ...base, line_items: [{ name: 'x', quantity: 0, price: 1 }] },
        'line_items.0.quantity',
      ],
      [
        'line item price negative',
        { ...base, line_items: [{ name: 'x', quantity: 1, price: -1 }] },
        'line_items.0.price',
      ],
      [
        'line item name too long',
        { ...base, line_items: [{ name: 'n'.repeat(256), quantity: 1, price: 1 }] },
        'line_items.0.name',
      ],
      ['ip_address invalid', { ...base, ip_address: '999.1.1.1' }, 'ip_address'],
      ['converted_at not a date', { ...base, converted_at: 'yesterday' }, 'converted_at'],
      ['converted_at impossible', { ...base, converted_at: '2026-02-31T10:00:00Z' }, 'converted_at'],
      ['converted_at out of range', { ...base, converted_at: '1969-12-31T00:00:00Z' }, 'converted_at'],
      [
        'converted_at in the future',
        { ...base, converted_at: new Date(Date.now() + 3600_000).toISOString() },
        'converted_at',
      ],
      ['metadata an array', { ...base, metadata: [1, 2] }, 'metadata'],
      ['metadata a string', { ...base, metadata: 'x' }, 'metadata'],
      ['metadata with NUL', { ...base, metadata: { note: 'a\u0000' } }, 'metadata'],
      ['metadata with a lone surrogate', { ...base, metadata: { ['k\ud800']: 'v' } }, 'metadata'],
      // Stored as U+FFFD, 'A\ud800' and 'A\udc00' would be one order.
      ['order_id with a lone surrogate', { ...base, order_id: 'A\ud800' }, 'order_id'],
      ['metadata nested 33 deep', { ...base, metadata: nest(33) }, 'metadata'],
      [
        'line item name with a lone surrogate',
        { ...base, line_items: [{ name: 'x\udc00', quantity: 1, price: 1 }] },
        'line_items',
      ],
    ];
    for (const [name, body, field] of cases) {
      it(`${name} → 422 details.${field}`, async () => {
        const biz = await newBusiness();
        const r = await client(server.url, biz.token).post('/v1/conversions', { body });
        expect(r.status, JSON.stringify(r.body).slice(0, 500)).to.equal(422);
        expect(r.body.success).to.equal(false);
        expect(r.body.error.code).to.equal('VALIDATION_ERROR');
        expect(r.body.error.details).to.have.property(field).that.is.an('array').with.length.greaterThan(0);
        // The message is the rule, never an engine's internals.
        expect(r.body.error.details[field].join(' ')).not.to.match(/call stack|RangeError/i);
      });
    }

    it('metadata nested 5000 deep → 422 on metadata, with the rule as its message', async () => {
      const biz = await newBusiness();
      const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
      const r = await client(server.url, biz.token).post('/v1/conversions', {
        rawBody: `{"order_id":"deep-1","order_total":10,"metadata":${deep}}`,
      });
      expect(r.status).to.equal(422);
      expect(r.body.error.details.metadata).to.deep.equal(['metadata may be nested at most 32 levels deep']);
    });

    it('reports every bad field at once', async () => {
      const biz = await newBusiness();
      const r = await client(server.url, biz.token).post('/v1/conversions', {
        body: { order_total: -1, currency: 'EURO', click_id: -4 },
      });
      expect(r.status).to.equal(422);
      expect(r.body.error.details).to.include.keys('order_id', 'order_total', 'currency', 'click_id');
    });

    it('line_items over their cap are measured, not read: the 422 names them and every other bad field', async () => {
      const biz = await newBusiness();
      // Each item is invalid too: had they been read, the details would name line_items.0.price.
      const line_items = Array.from({ length: 501 }, () => ({ name: 'x', quantity: 1, price: -1 }));
      const r = await client(server.url, biz.token).post('/v1/conversions', {
        body: { order_id: 'cap-1', order_total: -1, line_items },
      });
      expect(r.status).to.equal(422);
      expect(r.body.error.details).to.deep.equal({
        order_total: r.body.error.details.order_total,
        line_items: ['line_items must contain less than or equal to 500 items'],
      });
      expect(r.body.error.details.order_total).to.have.length.greaterThan(0);
    });

    it('a future converted_at and a too-long order_id are named in one 422', async () => {
      const biz = await newBusiness();
      const r = await client(server.url, biz.token).post('/v1/conversions', {
        body: { order_id: 'x'.repeat(256), order_total: 10, converted_at: '2199-01-01T00:00:00Z' },
      });
      expect(r.status).to.equal(422);
      expect(r.body.error.details).to.have.keys('order_id', 'converted_at');
      expect(r.body.error.details.converted_at).to.deep.equal(['converted_at must not be in the future']);
    });

    it("the future is the request clock's: moving it moves what converted_at may be", async () => {
      const clock = new ManualClock(new Date('2030-06-01T12:00:00Z'));
      const { url, deps: d } = await startServer({ clock });
      const biz = await newBusiness(d);
      const api = client(url, biz.token);
      const at = (converted_at: string) =>
        api.post('/v1/conversions', { body: { order_id: uniq('o'), order_total: 10, converted_at } });
      // Within the few seconds' tolerance of a shop clock running ahead: accepted.
      expect((await at('2030-06-01T12:00:05Z')).status).to.equal(202);
      const ahead = await at('2030-06-01T12:00:06Z');
      expect(ahead.status).to.equal(422);
      expect(ahead.body.error.details).to.have.keys('converted_at');
      clock.advance(1000);
      expect((await at('2030-06-01T12:00:06Z')).status).to.equal(202);
    });

    it('malformed JSON → 400 BAD_REQUEST', async () => {
      const biz = await newBusiness();
      const r = await client(server.url, biz.token).post('/v1/conversions', { rawBody: '{"order_id": ' });
      expect(r.status).to.equal(400);
      expect(r.body.error.code).to.equal('BAD_REQUEST');
    });
  });

  it('auth: no token 401, a token without conversions:write / conversions:read 403', async () => {
    const biz = await newBusiness();
    const body = { order_id: uniq('o'), order_total: 1 };
    const none = await call(server.url, 'POST', '/v1/conversions', { body });
    expect(none.status).to.equal(401);
    expect(none.body.error.code).to.equal('UNAUTHORIZED');
    const readOnly = await tokenWithScopes(biz.id, ['conversions:read']);
    const w = await client(server.url, readOnly).post('/v1/conversions', { body });
    expect(w.status).to.equal(403);
    expect(w.body.error.code).to.equal('FORBIDDEN');
    const writeOnly = await tokenWithScopes(biz.id, ['conversions:write']);
    const g = await client(server.url, writeOnly).get('/v1/conversions/whatever');
    expect(g.status).to.equal(403);
    expect((await call(server.url, 'GET', '/v1/conversions/whatever')).status).to.equal(401);
  });

  it('the ingest limit: 1200 a minute per token, then 429 with Retry-After and the headers', async () => {
    const biz = await newBusiness();
    const api = client(server.url, biz.token);
    const first = await api.post('/v1/conversions', { body: { order_id: uniq('o'), order_total: 1 } });
    expect(first.headers.get('x-ratelimit-limit')).to.equal('1200');
    expect(first.headers.get('x-ratelimit-remaining')).to.equal('1199');
    // Spend the rest of the budget the way the middleware does.
    const limits = new RateLimits(server.deps);
    const tokenId = createHash('sha256').update(biz.token).digest('hex');
    for (let i = 0; i < 1199; i++) await limits.consume('ingest', tokenId);
    const r = await api.post('/v1/conversions', { body: { order_id: uniq('o'), order_total: 1 } });
    expect(r.status).to.equal(429);
    expect(r.body.error.code).to.equal('TOO_MANY_REQUESTS');
    expect(r.headers.get('x-ratelimit-remaining')).to.equal('0');
    expect(Number(r.headers.get('retry-after'))).to.be.greaterThan(0);
  });

  it('the order detail object: every field, money with 2 decimals, currency upper-cased, microseconds kept', async () => {
    const biz = await newBusiness();
    // An order in the business currency (sent in lower case) has no rate.
    await setSettings(biz.id, { commission_rate: '12.50', currency: 'EUR' });
    const aff = await newAffiliate(biz.id);
    const link = await newLink(biz.id, aff.id);
    const click = clickOf({
      businessId: biz.id,
      linkId: link.id,
      affiliateId: aff.id,
      createdAt: new Date(Date.now() - 7200_000),
    });
    await storeClicks([click], 'clickhouse');
    const api = client(server.url, biz.token);
    const orderId = `ORD/${uniq()} #1`;
    const convertedAt = new Date(Date.now() - 3600_000).toISOString().replace(/\.(\d{3})Z$/, '.$1789Z');
    const r = await api.post('/v1/conversions', {
      body: {
        order_id: orderId,
        order_total: 95.5,
        subtotal: 100,
        discount_applied: 10,
        tax: 5.5,
        currency: 'eur',
        click_id: click.id,
        customer: { name: 'Jane Doe', email: 'jane@example.com' },
        line_items: [
          { product_id: 'sku-1', name: 'Mug', quantity: 2, price: 25 },
          { product_id: 42, name: 'Poster', quantity: 1, price: 50 },
        ],
        ip_address: '203.0.113.7',
        converted_at: convertedAt,
        metadata: { cart: 'c-1' },
        unknown_field: 'ignored',
      },
    });
    expect(r.status).to.equal(202);
    const o = await recorded(api, orderId);
    expect(Object.keys(o).sort()).to.deep.equal(
      [
        'id',
        'order_id',
        'affiliate',
        'customer',
        'subtotal',
        'discount_applied',
        'tax',
        'order_total',
        'commission_rate',
        'commission_amount',
        'refunded_amount',
        'net_commission_amount',
        'currency',
        'exchange_rate',
        'commission_currency',
        'status',
        'converted_at',
        'created_at',
        'line_items',
        'ip_address',
        'click',
        'attribution',
        'subscription_id',
        'updated_at',
        'risk',
      ].sort(),
    );
    expect(o).to.deep.include({
      risk: { flagged: false, reasons: [] },
      order_id: orderId,
      customer: { name: 'Jane Doe', email: 'jane@example.com' },
      subtotal: '100.00',
      discount_applied: '10.00',
      tax: '5.50',
      order_total: '95.50',
      commission_rate: '12.50',
      commission_amount: '11.25',
      refunded_amount: '0.00',
      net_commission_amount: '11.25',
      currency: 'EUR',
      exchange_rate: null,
      commission_currency: 'EUR',
      status: 'pending',
      converted_at: convertedAt,
      ip_address: '203.0.113.7',
      attribution: 'click',
      subscription_id: null,
      line_items: [
        { name: 'Mug', quantity: 2, price: '25.00' },
        { name: 'Poster', quantity: 1, price: '50.00' },
      ],
    });
    expect(o.id).to.be.a('number');
    expect(o.affiliate).to.deep.equal({
      id: aff.id,
      name: aff.name,
      referral_code: aff.referralCode,
      commission_rate: null,
    });
    expect(o.click).to.deep.equal({
      id: click.id,
      referral_link_id: link.id,
      landing_page: click.landing_page,
      referrer: click.referrer,
      created_at: click.created_at,
    });
    expect(o.created_at).to.match(ISO_MICRO);
    expect(o.updated_at).to.match(ISO_MICRO);
    const stored = await (
      await deps()
    ).db.one('SELECT metadata, visitor_id FROM conversions WHERE id = $1', [o.id]);
    expect(stored.metadata).to.deep.equal({ cart: 'c-1' });
    expect(stored.visitor_id).to.equal(click.visitor_id);
  });

  it('defaults: subtotal = order_total, discount and tax 0.00, USD, converted_at now; nulls for the rest', async () => {
    const biz = await newBusiness();
    const api = client(server.url, biz.token);
    const orderId = uniq('ord');
    const before = Date.now();
    await api.post('/v1/conversions', { body: { order_id: orderId, order_total: 42 } });
    const o = await recorded(api, orderId);
    expect(o).to.deep.include({
      subtotal: '42.00',
      discount_applied: '0.00',
      tax: '0.00',
      order_total: '42.00',
      currency: 'USD',
      status: 'pending',
      affiliate: null,
      customer: null,
      line_items: null,
      ip_address: null,
      click: null,
      commission_rate: '0.00',
      commission_amount: '0.00',
    });
    expect(o.converted_at).to.match(ISO_MICRO);
    expect(Date.parse(o.converted_at)).to.be.within(before - 1000, Date.now() + 1000);
  });

  it('GET is 404 until processed, for unknown ids, for another business, and for ids over 255', async () => {
    const biz = await newBusiness();
    const other = await newBusiness();
    const api = client(server.url, biz.token);
    const orderId = uniq('ord');
    // Not queued at all yet: 404.
    const missing = await api.get(`/v1/conversions/${orderId}`);
    expect(missing.status).to.equal(404);
    expect(missing.body.error.code).to.equal('NOT_FOUND');
    await api.post('/v1/conversions', { body: { order_id: orderId, order_total: 5 } });
    await recorded(api, orderId);
    expect((await client(server.url, other.token).get(`/v1/conversions/${orderId}`)).status).to.equal(404);
    expect((await api.get(`/v1/conversions/${'x'.repeat(256)}`)).status).to.equal(404);
    expect((await api.get(`/v1/conversions/${orderId}x`)).status).to.equal(404);
  });

  it('the same order_id in two businesses is two conversions', async () => {
    const a = await newBusiness();
    const b = await newBusiness();
    const orderId = uniq('shared');
    await client(server.url, a.token).post('/v1/conversions', {
      body: { order_id: orderId, order_total: 1 },
    });
    await client(server.url, b.token).post('/v1/conversions', {
      body: { order_id: orderId, order_total: 2 },
    });
    expect((await recorded(client(server.url, a.token), orderId)).order_total).to.equal('1.00');
    expect((await recorded(client(server.url, b.token), orderId)).order_total).to.equal('2.00');
  });
});
