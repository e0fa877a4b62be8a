import { expect } from 'chai';
import { deps, startServer } from '../helpers/context';
import {
  newAffiliate,
  newBusiness,
  newLink,
  type TestAffiliate,
  type TestBusiness,
  tokenWithScopes,
} from '../helpers/fixtures';
import { client, type Client } from '../helpers/http';
import { insertConversion } from '../helpers/orders';

interface Row {
  id: number;
  order_id: string;
  order_total: string;
  commission_amount: string;
  status: string;
  converted_at: string;
}

/** What the list should return for a sort, computed independently of the SQL. */
function expectedOrder(rows: Row[], key: keyof Row, dir: 'asc' | 'desc'): number[] {
  const num = (v: string | number) => (typeof v === 'number' ? v : Number(v));
  const cmp = (a: Row, b: Row): number => {
    let c: number;
    if (key === 'order_total' || key === 'commission_amount') c = num(a[key]) - num(b[key]);
    else c = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
    return c !== 0 ? c : a.id - b.id;
  };
  const sorted = [...rows].sort(cmp);
  return (dir === 'asc' ? sorted : sorted.reverse()).map((r) => r.id);
}

describe('orders: list, detail and stats', () => {
  let api: Client;
  let url: string;
  let biz: TestBusiness;
  let other: TestBusiness;
  let alice: TestAffiliate;
  let bob: TestAffiliate;
  let foreignAffiliate: TestAffiliate;
  const rows: Row[] = [];

  before(async () => {
    ({ url } = await startServer());
    biz = await newBusiness();
    other = await newBusiness();
    api = client(url, biz.token);
    alice = await newAffiliate(biz.id, { name: 'Alice Anders', commissionRate: '12.50' });
    bob = await newAffiliate(biz.id, { name: 'Bob 100%_Bright' });
    foreignAffiliate = await newAffiliate(other.id, { name: 'Alice Foreign' });
    // Order ids sort the same way in every collation (same case, same length).
    const specs = [
      {
        order_id: 'ORD-A01',
        affiliate_id: alice.id,
        order_total: '120.00',
        commission_amount: '15.00',
        status: 'pending',
        converted_at: '2026-03-01T00:00:00.000000Z',
      },
      {
        order_id: 'ORD-A02',
        affiliate_id: alice.id,
        order_total: '80.00',
        commission_amount: '10.00',
        status: 'approved',
        converted_at: '2026-03-01T23:59:59.999999Z',
      },
      {
        order_id: 'ORD-B03',
        affiliate_id: bob.id,
        order_total: '80.00',
        commission_amount: '8.00',
        status: 'rejected',
        converted_at: '2026-03-02T00:00:00.000000Z',
      },
      {
        order_id: 'ORD-B04',
        affiliate_id: bob.id,
        order_total: '300.00',
        commission_amount: '30.00',
        status: 'cancelled',
        converted_at: '2026-02-28T23:59:59.999999Z',
      },
      {
        order_id: 'ORD_X05',
        affiliate_id: null,
        order_total: '55.50',
        commission_amount: '0.00',
        status: 'pending',
        converted_at: '2026-03-05T10:00:00.000000Z',
      },
      {
        order_id: 'ORDAX06',
        affiliate_id: alice.id,
        order_total: '10.00',
        commission_amount: '1.25',
        status: 'pending',
        converted_at: '2026-03-06T10:00:00.000000Z',
      },
      {
        order_id: 'ORD%X07',
        affiliate_id: bob.id,
        order_total: '999.99',
        commission_amount: '99.99',
        status: 'approved',
        converted_at: '2026-03-07T10:00:00.000000Z',
      },
    ] as const;
    for (const s of specs) {
      const c = await insertConversion(biz.id, {
        ...s,
        customer_name: 'Carla',
        customer_email: 'carla@example.com',
      });
      rows.push({ id: c.id, ...s });
    }
    // Another business's orders never show, even when they match every filter.
    await insertConversion(other.id, {
      order_id: 'ORD-A01',
      affiliate_id: foreignAffiliate.id,
      converted_at: '2026-03-01T12:00:00Z',
    });
  });

  const ids = (r: { body: { data: { items: { id: number }[] } } }) => r.body.data.items.map((i) => i.id);

  it('lists newest first by default with the Order object and meta', async () => {
    const r = await api.get('/v1/orders');
    expect(r.status).to.equal(200);
    expect(r.body.success).to.equal(true);
    expect(r.body.message).to.be.a('string');
    expect(ids(r)).to.deep.equal(expectedOrder(rows, 'converted_at', 'desc'));
    expect(r.body.data.meta).to.deep.equal({ current_page: 1, per_page: 25, total: 7, last_page: 1 });
    const first = r.body.data.items.find((i: { order_id: string }) => i.order_id === 'ORD-A01');
    expect(first).to.deep.equal({
      id: rows[0].id,
      order_id: 'ORD-A01',
      affiliate: { id: alice.id, name: 'Alice Anders', referral_code: alice.referralCode },
      customer: { name: 'Carla', email: 'carla@example.com' },
      subtotal: '120.00',
      discount_applied: '0.00',
      tax: '0.00',
      order_total: '120.00',
      commission_rate: '10.00',
      commission_amount: '15.00',
      refunded_amount: '0.00',
      net_commission_amount: '15.00',
      currency: 'USD',
      exchange_rate: null,
      commission_currency: 'USD',
      status: 'pending',
      converted_at: '2026-03-01T00:00:00.000000Z',
      created_at: first.created_at,
      risk: { flagged: false, reasons: [] },
    });
    expect(first.created_at).to.match(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    const direct = r.body.data.items.find((i: { order_id: string }) => i.order_id === 'ORD_X05');
    expect(direct.affiliate).to.equal(null);
  });

  for (const key of ['converted_at', 'order_id', 'order_total', 'commission_amount', 'status'] as const) {
    for (const dir of ['asc', 'desc'] as const) {
      it(`sorts by ${key} ${dir}`, async () => {
        const r = await api.get(`/v1/orders?sort=${key}&direction=${dir}`);
        expect(r.status).to.equal(200);
        expect(ids(r)).to.deep.equal(expectedOrder(rows, key, dir));
      });
    }
  }

  it('direction defaults to desc; an unknown sort or direction is 422', async () => {
    const r = await api.get('/v1/orders?sort=order_total');
    expect(ids(r)).to.deep.equal(expectedOrder(rows, 'order_total', 'desc'));
    const bad = await api.get('/v1/orders?sort=customer_email&direction=sideways');
    expect(bad.status).to.equal(422);
    expect(bad.body.error.code).to.equal('VALIDATION_ERROR');
    expect(bad.body.error.details).to.have.keys('sort', 'direction');
  });

  for (const status of ['pending', 'approved', 'rejected', 'cancelled']) {
    it(`filters by status=${status}`, async () => {
      const r = await api.get(`/v1/orders?status=${status}`);
      expect(r.status).to.equal(200);
      const want = rows.filter((x) => x.status === status).map((x) => x.id);
      expect(ids(r)).to.have.members(want);
      expect(r.body.data.meta.total).to.equal(want.length);
    });
  }

  it('422 for an unknown status', async () => {
    const r = await api.get('/v1/orders?status=paid');
    expect(r.status).to.equal(422);
    expect(r.body.error.details).to.have.keys('status');
  });

  it('filters by affiliate_id; another business’s or an unknown affiliate is 422 on affiliate_id', async () => {
    const r = await api.get(`/v1/orders?affiliate_id=${bob.id}`);
    expect(ids(r)).to.have.members(
      rows.filter((x) => ['ORD-B03', 'ORD-B04', 'ORD%X07'].includes(x.order_id)).map((x) => x.id),
    );
    for (const bad of [foreignAffiliate.id, 999_999_999]) {
      const f = await api.get(`/v1/orders?affiliate_id=${bad}`);
      expect(f.status).to.equal(422);
      expect(f.body.error.code).to.equal('VALIDATION_ERROR');
      expect(f.body.error.details).to.have.keys('affiliate_id');
    }
    expect((await api.get('/v1/orders?affiliate_id=abc')).status).to.equal(422);
  });

  it('from/to are inclusive UTC days on converted_at', async () => {
    const day = await api.get('/v1/orders?from=2026-03-01&to=2026-03-01');
    expect(day.body.data.items.map((i: { order_id: string }) => i.order_id)).to.have.members([
      'ORD-A01',
      'ORD-A02',
    ]);
    const from = await api.get('/v1/orders?from=2026-03-02');
    expect(from.body.data.items.map((i: { order_id: string }) => i.order_id)).to.have.members([
      'ORD-B03',
      'ORD_X05',
      'ORDAX06',
      'ORD%X07',
    ]);
    const to = await api.get('/v1/orders?to=2026-02-28');
    expect(to.body.data.items.map((i: { order_id: string }) => i.order_id)).to.deep.equal(['ORD-B04']);
  });

  it('422 when to is before from, or a date is not YYYY-MM-DD', async () => {
    const r = await api.get('/v1/orders?from=2026-03-02&to=2026-03-01');
    expect(r.status).to.equal(422);
    expect(r.body.error.details).to.have.keys('to');
    const bad = await api.get('/v1/orders?from=2026-02-30');
    expect(bad.status).to.equal(422);
    expect(bad.body.error.details).to.have.keys('from');
  });

  it('searches the order id (case-insensitive) or the affiliate name', async () => {
    const byOrder = await api.get('/v1/orders?search=ord-a0');
    expect(byOrder.body.data.items.map((i: { order_id: string }) => i.order_id)).to.have.members([
      'ORD-A01',
      'ORD-A02',
    ]);
    const byName = await api.get('/v1/orders?search=anders');
    expect(ids(byName)).to.have.members(
      rows.filter((x) => ['ORD-A01', 'ORD-A02', 'ORDAX06'].includes(x.order_id)).map((x) => x.id),
    );
    expect(byName.body.data.meta.total).to.equal(3);
    const none = await api.get('/v1/orders?search=nothing-like-this');
    expect(none.body.data.items).to.deep.equal([]);
    expect(none.body.data.meta).to.deep.equal({ current_page: 1, per_page: 25, total: 0, last_page: 1 });
  });

  it('search treats % and _ as themselves', async () => {
    const underscore = await api.get(`/v1/orders?search=${encodeURIComponent('D_X')}`);
    expect(underscore.body.data.items.map((i: { order_id: string }) => i.order_id)).to.deep.equal([
      'ORD_X05',
    ]);
    const percent = await api.get(`/v1/orders?search=${encodeURIComponent('D%X')}`);
    expect(percent.body.data.items.map((i: { order_id: string }) => i.order_id)).to.deep.equal(['ORD%X07']);
    // Bob's name holds "100%_": it matches his orders only, not everything "100" followed by anything.
    const name = await api.get(`/v1/orders?search=${encodeURIComponent('100%_b')}`);
    expect(name.body.data.items.map((i: { order_id: string }) => i.order_id)).to.have.members([
      'ORD-B03',
      'ORD-B04',
      'ORD%X07',
    ]);
  });

  it('search combines with the other filters; over 255 characters is 422', async () => {
    const r = await api.get('/v1/orders?search=anders&status=pending&from=2026-03-02');
    expect(r.body.data.items.map((i: { order_id: string }) => i.order_id)).to.deep.equal(['ORDAX06']);
    const long = await api.get(`/v1/orders?search=${'x'.repeat(256)}`);
    expect(long.status).to.equal(422);
    expect(long.body.error.details).to.have.keys('search');
    expect((await api.get(`/v1/orders?search=${'x'.repeat(255)}`)).status).to.equal(200);
  });

  it('a search’s total is right on a full page, a partial last page and past the end', async () => {
    const all = expectedOrder(rows, 'converted_at', 'desc');
    const metaOf = async (q: string) => (await api.get(`/v1/orders?search=ord&${q}`)).body.data;
    const full = await metaOf('per_page=2&page=1');
    expect(full.items.map((i: { id: number }) => i.id)).to.deep.equal(all.slice(0, 2));
    expect(full.meta).to.deep.equal({ current_page: 1, per_page: 2, total: 7, last_page: 4 });
    const last = await metaOf('per_page=2&page=4');
    expect(last.items.map((i: { id: number }) => i.id)).to.deep.equal(all.slice(6));
    expect(last.meta.total).to.equal(7);
    const past = await metaOf('per_page=2&page=5');
    expect(past.items).to.deep.equal([]);
    expect(past.meta.total).to.equal(7);
    // ORD-A01, ORD-A02 and ORDAX06 match by order id and by Alice's name: each counts once,
    // on the counting path (a full page) as on the short one.
    const counted = await api.get('/v1/orders?search=a&per_page=1');
    expect(counted.body.data.meta.total).to.equal(3);
    const short = await api.get('/v1/orders?search=a');
    expect(short.body.data.meta.total).to.equal(3);
    expect(short.body.data.items).to.have.length(3);
  });

  it('a NUL character in the search is 422, not a database error', async () => {
    const r = await api.get('/v1/orders?search=a%00b');
    expect(r.status).to.equal(422);
    expect(r.body.error.details).to.have.keys('search');
  });

  it('pages: a middle page, the last partial page, past the end', async () => {
    const all = expectedOrder(rows, 'converted_at', 'desc');
    const p2 = await api.get('/v1/orders?per_page=3&page=2');
    expect(ids(p2)).to.deep.equal(all.slice(3, 6));
    expect(p2.body.data.meta).to.deep.equal({ current_page: 2, per_page: 3, total: 7, last_page: 3 });
    const last = await api.get('/v1/orders?per_page=3&page=3');
    expect(ids(last)).to.deep.equal(all.slice(6));
    const past = await api.get('/v1/orders?per_page=3&page=4');
    expect(past.status).to.equal(200);
    expect(past.body.data.items).to.deep.equal([]);
    expect(past.body.data.meta).to.deep.equal({ current_page: 4, per_page: 3, total: 7, last_page: 3 });
  });

  it('per_page 1-100 and page ≥ 1', async () => {
    const max = await api.get('/v1/orders?per_page=100');
    expect(max.status).to.equal(200);
    expect(max.body.data.meta.per_page).to.equal(100);
    for (const q of ['per_page=101', 'per_page=0', 'page=0', 'page=-1', 'per_page=abc']) {
      const r = await api.get(`/v1/orders?${q}`);
      expect(r.status, q).to.equal(422);
      expect(Object.keys(r.body.error.details), q).to.have.length(1);
    }
  });

  it('GET /v1/orders/{id} shows every detail field', async () => {
    const { id: link } = await newLink(biz.id, alice.id);
    const c = await insertConversion(biz.id, {
      affiliate_id: alice.id,
      referral_link_id: link,
      click_id: 424242,
      click_landing_page: 'https://shop.example/landing',
      click_referrer: 'https://blog.example/',
      click_created_at: '2026-03-01T09:00:00.123456Z',
      customer_name: null,
      customer_email: 'x@example.com',
      subtotal: '110.00',
      discount_applied: '10.00',
      tax: '5.00',
      order_total: '105.00',
      commission_rate: '12.50',
      commission_amount: '12.50',
      currency: 'EUR',
      line_items: [
        { product_id: 'p1', name: 'Mug', quantity: 2, price: 25.5 },
        { product_id: 'p2', name: 'Tea', quantity: 1, price: '59' },
      ],
      ip_address: '203.0.113.9',
      converted_at: '2026-03-01T10:00:00.654321Z',
    });
    const r = await api.get(`/v1/orders/${c.id}`);
    expect(r.status).to.equal(200);
    const d = r.body.data;
    expect(d).to.deep.equal({
      id: c.id,
      order_id: c.order_id,
      affiliate: {
        id: alice.id,
        name: 'Alice Anders',
        referral_code: alice.referralCode,
        commission_rate: '12.50',
      },
      customer: { name: null, email: 'x@example.com' },
      subtotal: '110.00',
      discount_applied: '10.00',
      tax: '5.00',
      order_total: '105.00',
      commission_rate: '12.50',
      commission_amount: '12.50',
      refunded_amount: '0.00',
      net_commission_amount: '12.50',
      currency: 'EUR',
      // A row written straight into the table: no rate, the default commission currency.
      exchange_rate: null,
      commission_currency: 'USD',
      status: 'pending',
      converted_at: '2026-03-01T10:00:00.654321Z',
      created_at: d.created_at,
      risk: { flagged: false, reasons: [] },
      line_items: [
        { name: 'Mug', quantity: 2, price: '25.50' },
        { name: 'Tea', quantity: 1, price: '59.00' },
      ],
      ip_address: '203.0.113.9',
      click: {
        id: 424242,
        referral_link_id: link,
        landing_page: 'https://shop.example/landing',
        referrer: 'https://blog.example/',
        created_at: '2026-03-01T09:00:00.123456Z',
      },
      attribution: 'click',
      subscription_id: null,
      updated_at: d.updated_at,
    });
    expect(d.updated_at).to.match(/\.\d{6}Z$/);
  });

  it('a direct conversion has affiliate, customer, click and line_items null', async () => {
    const c = await insertConversion(biz.id, {});
    const d = (await api.get(`/v1/orders/${c.id}`)).body.data;
    expect(d.affiliate).to.equal(null);
    expect(d.customer).to.equal(null);
    expect(d.click).to.equal(null);
    expect(d.line_items).to.equal(null);
    expect(d.ip_address).to.equal(null);
  });

  it('an affiliate without an override shows commission_rate null in the detail', async () => {
    const c = await insertConversion(biz.id, { affiliate_id: bob.id });
    const d = (await api.get(`/v1/orders/${c.id}`)).body.data;
    expect(d.affiliate).to.deep.equal({
      id: bob.id,
      name: 'Bob 100%_Bright',
      referral_code: bob.referralCode,
      commission_rate: null,
    });
  });

  it('404 for another business’s order, an unknown id and a malformed id', async () => {
    const foreign = await insertConversion(other.id, {});
    for (const path of [
      `/v1/orders/${foreign.id}`,
      '/v1/orders/999999999',
      '/v1/orders/abc',
      '/v1/orders/0',
    ]) {
      const r = await api.get(path);
      expect(r.status, path).to.equal(404);
      expect(r.body.error.code).to.equal('NOT_FOUND');
    }
  });

  it('401 without a token; 403 without orders:read on every read endpoint', async () => {
    const noScope = client(url, await tokenWithScopes(biz.id, ['orders:write', 'reports:read']));
    const anon = client(url);
    for (const path of ['/v1/orders', '/v1/orders/stats', '/v1/orders/export', `/v1/orders/${rows[0].id}`]) {
      const a = await anon.get(path);
      expect(a.status, path).to.equal(401);
      expect(a.body.error.code).to.equal('UNAUTHORIZED');
      const f = await noScope.get(path);
      expect(f.status, path).to.equal(403);
      expect(f.body.error.code).to.equal('FORBIDDEN');
    }
  });

  it('reads carry the read rate-limit headers', async () => {
    const r = await api.get('/v1/orders');
    expect(r.headers.get('x-ratelimit-limit')).to.equal('120');
    expect(Number(r.headers.get('x-ratelimit-remaining'))).to.be.lessThan(120);
  });
});

describe('orders: stats', () => {
  it('sums exactly over converted_at in range; total_commission is pending + approved', async () => {
    const { url } = await startServer();
    const biz = await newBusiness();
    const other = await newBusiness();
    const api = client(url, biz.token);
    const add = (
      status: 'pending' | 'approved' | 'rejected' | 'cancelled',
      total: string,
      commission: string,
      at: string,
    ) =>
      insertConversion(biz.id, {
        status,
        order_total: total,
        commission_amount: commission,
        converted_at: at,
      });
    // Ten times 0.10 is 1.00 exactly; binary floats would drift.
    for (let i = 0; i < 10; i += 1) await add('pending', '0.10', '0.10', '2026-04-01T00:00:00Z');
    await add('approved', '100.20', '10.01', '2026-04-02T23:59:59.999999Z');
    await add('approved', '0.30', '0.02', '2026-04-03T12:00:00Z');
    await add('rejected', '50.00', '5.00', '2026-04-02T08:00:00Z');
    await add('cancelled', '25.00', '2.50', '2026-04-02T09:00:00Z');
    await add('pending', '1000.00', '100.00', '2026-05-01T00:00:00Z');
    await insertConversion(other.id, {
      order_total: '7777.00',
      commission_amount: '777.00',
      converted_at: '2026-04-02T00:00:00Z',
    });

    const r = await api.get('/v1/orders/stats?from=2026-04-01&to=2026-04-03');
    expect(r.status).to.equal(200);
    expect(r.body.data).to.deep.equal({
      total_orders: 14,
      total_revenue: 176.5,
      total_commission: 11.03,
      pending_commission: 1,
      approved_commission: 10.03,
    });
    const day = await api.get('/v1/orders/stats?from=2026-04-02&to=2026-04-02');
    expect(day.body.data).to.deep.equal({
      total_orders: 3,
      total_revenue: 175.2,
      total_commission: 10.01,
      pending_commission: 0,
      approved_commission: 10.01,
    });
    const all = await api.get('/v1/orders/stats');
    expect(all.body.data.total_orders).to.equal(15);
    expect(all.body.data.pending_commission).to.equal(101);
    const empty = await client(url, (await newBusiness()).token).get('/v1/orders/stats');
    expect(empty.body.data).to.deep.equal({
      total_orders: 0,
      total_revenue: 0,
      total_commission: 0,
      pending_commission: 0,
      approved_commission: 0,
    });
  });

  it('422 when to is before from', async () => {
    const { url } = await startServer();
    const biz = await newBusiness();
    const r = await client(url, biz.token).get('/v1/orders/stats?from=2026-04-02&to=2026-04-01');
    expect(r.status).to.equal(422);
    expect(r.body.error.details).to.have.keys('to');
  });
});

describe('orders: list totals', () => {
  it('stay exact through bulk inserts, ignored duplicates, status changes and deletes', async () => {
    const { url } = await startServer();
    const d = await deps();
    const biz = await newBusiness();
    const api = client(url, biz.token);
    const check = async () => {
      const actual = await d.db.any<{ status: string; n: number }>(
        'SELECT status, count(*)::int AS n FROM conversions WHERE business_id = $1 GROUP BY status',
        [biz.id],
      );
      const want = (s?: string) => actual.filter((r) => !s || r.status === s).reduce((a, r) => a + r.n, 0);
      expect((await api.get('/v1/orders')).body.data.meta.total).to.equal(want());
      for (const s of ['pending', 'approved', 'rejected', 'cancelled'])
        expect((await api.get(`/v1/orders?status=${s}`)).body.data.meta.total, s).to.equal(want(s));
    };
    await d.db.none(
      `INSERT INTO conversions (business_id, order_id, subtotal, order_total, status, converted_at)
       SELECT $1, 'T-' || g, 1, 1, (ARRAY['pending','approved','rejected'])[1 + g % 3], now()
       FROM generate_series(1, 30) g`,
      [biz.id],
    );
    await check();
    // The recording worker's idempotent insert: a repeat inserts nothing and counts nothing.
    await d.db.none(
      `INSERT INTO conversions (business_id, order_id, subtotal, order_total, converted_at)
       SELECT $1, 'T-' || g, 1, 1, now() FROM generate_series(25, 40) g
       ON CONFLICT (business_id, order_id) DO NOTHING`,
      [biz.id],
    );
    await check();
    const pendingIds = (
      await d.db.any<{ id: number }>(
        `SELECT id FROM conversions WHERE business_id = $1 AND status = 'pending' ORDER BY id`,
        [biz.id],
      )
    ).map((r) => r.id);
    await api.post('/v1/orders/bulk-approve', { body: { ids: pendingIds.slice(0, 5) } });
    await api.post(`/v1/orders/${pendingIds[5]}/reject`);
    await d.db.none(`UPDATE conversions SET customer_name = 'x' WHERE business_id = $1`, [biz.id]);
    await check();
    await d.db.none(`DELETE FROM conversions WHERE business_id = $1 AND order_id IN ('T-1', 'T-2', 'T-40')`, [
      biz.id,
    ]);
    await check();
  });
});
