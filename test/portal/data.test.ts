import { expect } from 'chai';
import Decimal from 'decimal.js';
import { ManualClock } from '../../api/clock';
import type { Deps } from '../../api/deps';
import { hashPassword } from '../../api/security/password';
import { deps as sharedDeps, startServer, type TestServer } from '../helpers/context';
import { newBusiness, newBusinessClient, newCoupon, newLink, type TestBusiness } from '../helpers/fixtures';
import { call, client, type Client } from '../helpers/http';
import { seedProgram, type Program } from '../reports/seed';
import { PASSWORD, portalAffiliate, portalToken } from './helpers';

const FROM = '2025-10-01';
const TO = '2026-03-20';

describe('affiliate portal: own data', function () {
  this.timeout(240_000);
  let server: TestServer;
  let deps: Deps;
  let biz: TestBusiness;
  let api: Client;
  let me: { id: number; email: string };
  let portal: Client;
  let otherId: number;

  before(async () => {
    server = await startServer();
    deps = server.deps;
    ({ biz, api } = await newBusinessClient(server.url));
    me = await portalAffiliate(api, { name: 'Pat Portal', phone: '+1 555 0100', commission_rate: 12.5 });
    otherId = (await portalAffiliate(api)).id;
    portal = client(server.url, await portalToken(server.url, biz.slug, me.email));
  });

  it('GET /v1/portal/me: the profile, its business, USD without a currency setting', async () => {
    await api.put('/v1/settings/branding', {
      body: { logo_url: 'https://cdn.example/logo.png', primary_color: '#123456' },
    });
    const r = await portal.get('/v1/portal/me');
    expect(r.status).to.equal(200);
    expect(r.body.data).to.deep.equal({
      affiliate_id: me.id,
      name: 'Pat Portal',
      email: me.email,
      phone: '+1 555 0100',
      status: 'active',
      referral_code: r.body.data.referral_code,
      commission_rate: 12.5,
      payout_method: null,
      business: {
        name: r.body.data.business.name,
        slug: biz.slug,
        logo_url: 'https://cdn.example/logo.png',
        primary_color: '#123456',
        currency: 'USD',
      },
    });
    expect(r.body.data.referral_code).to.be.a('string').and.not.empty;
  });

  it('PATCH /v1/portal/me changes name and phone for this business only, with an affiliate.updated event', async () => {
    const r = await portal.patch('/v1/portal/me', { body: { name: 'Pat Renamed', phone: '' } });
    expect(r.status).to.equal(200);
    expect(r.body.data).to.include({ name: 'Pat Renamed', phone: null });
    const merchant = await api.get(`/v1/affiliates/${me.id}`);
    expect(merchant.body.data.affiliate_user).to.include({ name: 'Pat Renamed', phone: null });
    const events = await deps.db.any(
      "SELECT data FROM webhook_events WHERE business_id = $1 AND type = 'affiliate.updated' ORDER BY id DESC LIMIT 1",
      [biz.id],
    );
    expect(events[0].data.object).to.include({ id: me.id });
    expect((await portal.patch('/v1/portal/me', { body: { name: '' } })).status).to.equal(422);
    // Fields the affiliate may not set are ignored.
    const rate = await portal.patch('/v1/portal/me', { body: { commission_rate: 99, status: 'active' } });
    expect(rate.body.data.commission_rate).to.equal(12.5);
  });

  it("PUT /v1/portal/payout-method: the affiliate sets its own method, masked in every read, checked like the merchant's", async () => {
    const bad = await portal.put('/v1/portal/payout-method', {
      body: {
        method: 'bank_transfer',
        details: { account_holder: 'Pat Portal', iban: 'DE89 3704 0044 0532 0130 01' },
      },
    });
    expect(bad.status).to.equal(422);
    const r = await portal.put('/v1/portal/payout-method', {
      body: {
        method: 'bank_transfer',
        details: { account_holder: 'Pat Portal', iban: 'DE89 3704 0044 0532 0130 00' },
      },
    });
    expect(r.status).to.equal(200);
    expect(r.body.data).to.include({ method: 'bank_transfer' });
    expect(r.body.data.details).to.include({ iban: 'DE89 **** **** **** **** 00' });
    const mine = await portal.get('/v1/portal/me');
    expect(mine.body.data.payout_method).to.deep.equal(r.body.data);
    const merchant = await api.get(`/v1/affiliates/${me.id}`);
    expect(merchant.body.data.payout_method).to.deep.equal(r.body.data);
    // Another affiliate of the business is untouched.
    const other = await api.get(`/v1/affiliates/${otherId}`);
    expect(other.body.data.payout_method).to.equal(null);
  });

  it('links: only its own, paged with click_count and tracking_url', async () => {
    await newLink(biz.id, me.id, { clickCount: 7 });
    await newLink(biz.id, otherId);
    const r = await portal.get('/v1/portal/links?per_page=10');
    expect(r.status).to.equal(200);
    expect(r.body.data.meta).to.include({ current_page: 1, per_page: 10, total: 1 });
    expect(r.body.data.items[0]).to.include({ affiliate_id: me.id, click_count: 7 });
    expect(r.body.data.items[0].tracking_url).to.match(/\/r\//);
  });

  it('link creation: 403 while the business lists no host; a listed host or a subdomain of it; look-alikes 422', async () => {
    const create = (destination_url: string, extra = {}) =>
      portal.post('/v1/portal/links', { body: { destination_url, ...extra } });
    const none = await create('https://shop.example.com/p');
    expect(none.status).to.equal(403);
    expect(none.body.error.code).to.equal('FORBIDDEN');
    expect(
      (await api.put('/v1/settings/portal_link_hosts', { body: { value: ['shop.example.com'] } })).status,
    ).to.equal(200);
    const exact = await create('https://shop.example.com/p?x=1', { campaign: 'spring', label: 'My banner' });
    expect(exact.status).to.equal(201);
    expect(exact.body.data).to.include({ affiliate_id: me.id, campaign: 'spring', is_active: true });
    expect(exact.body.data.metadata).to.deep.equal({ label: 'My banner' });
    expect((await create('https://www.shop.example.com/p')).status).to.equal(201);
    for (const bad of [
      'https://shop.example.com.evil.test/p',
      'https://evilshop.example.com/p',
      'https://example.com/p',
      'https://evil.test/?u=https://shop.example.com',
      'https://shop.example.com@evil.test/p',
    ]) {
      const r = await create(bad);
      expect(r.status, bad).to.equal(422);
      expect(r.body.error.details, bad).to.have.property('destination_url');
    }
    const list = await portal.get('/v1/portal/links');
    expect(list.body.data.meta.total).to.equal(3);
  });

  it('coupons: only its own', async () => {
    const mine = await newCoupon(biz.id, me.id);
    await newCoupon(biz.id, otherId);
    const r = await portal.get('/v1/portal/coupons');
    expect(r.status).to.equal(200);
    expect(r.body.data.map((c: { code: string }) => c.code)).to.deep.equal([mine.code]);
  });

  it('conversions: its own, newest first, customer e-mail masked, nothing else of the customer', async () => {
    const rows = [
      ['2026-01-02T10:00:00Z', 'jane.doe@example.org', me.id],
      ['2026-01-03T10:00:00Z', 'x@shop.test', me.id],
      ['2026-01-04T10:00:00Z', null, me.id],
      ['2026-01-05T10:00:00Z', 'other@example.org', otherId],
    ] as const;
    for (const [at, email, aff] of rows)
      await deps.db.none(
        `INSERT INTO conversions (business_id, order_id, affiliate_id, subtotal, order_total, commission_rate,
           commission_amount, status, converted_at, customer_email, customer_name, ip_address)
         VALUES ($1, $2, $3, 100, 100, 10, 10, 'pending', $4, $5, 'Jane Doe', '198.51.100.7')`,
        [biz.id, `ord-${at}`, aff, at, email],
      );
    const r = await portal.get('/v1/portal/conversions?from=2026-01-01&to=2026-01-31');
    expect(r.status).to.equal(200);
    expect(r.body.data.meta.total).to.equal(3);
    expect(r.body.data.items.map((c: { customer_email: string | null }) => c.customer_email)).to.deep.equal([
      null,
      'x***@shop.test',
      'j***@example.org',
    ]);
    expect(Object.keys(r.body.data.items[0]).sort()).to.deep.equal(
      [
        'order_id',
        'status',
        'order_total',
        'currency',
        'commission_amount',
        'net_commission_amount',
        'refunded_amount',
        'attribution',
        'converted_at',
        'customer_email',
      ].sort(),
    );
    expect(r.text).not.to.include('Jane Doe').and.not.to.include('198.51.100.7').and.not.to.include('other@');
    const pending = await portal.get('/v1/portal/conversions?status=approved');
    expect(pending.body.data.meta.total).to.equal(0);
  });

  it("balance, ledger and payouts: the merchant's figures for this affiliate only", async () => {
    await api.post(`/v1/affiliates/${me.id}/adjustments`, { body: { amount: 25, memo: 'Welcome bonus' } });
    await api.post(`/v1/affiliates/${otherId}/adjustments`, { body: { amount: 99, memo: 'Other' } });
    const payout = await api.post('/v1/payouts', { body: { affiliate_id: me.id, amount: 5 } });
    await api.post('/v1/payouts', { body: { affiliate_id: otherId, amount: 7 } });
    const [balance, merchantBalance, ledger, merchantLedger, payouts] = await Promise.all([
      portal.get('/v1/portal/balance'),
      api.get(`/v1/affiliates/${me.id}/balance`),
      portal.get('/v1/portal/ledger'),
      api.get(`/v1/affiliates/${me.id}/ledger`),
      portal.get('/v1/portal/payouts'),
    ]);
    expect(balance.status).to.equal(200);
    expect(balance.body.data).to.deep.equal(merchantBalance.body.data);
    expect(ledger.body.data).to.deep.equal(merchantLedger.body.data);
    expect(payouts.status).to.equal(200);
    expect(payouts.body.data.items.map((p: { id: number }) => p.id)).to.deep.equal([payout.body.data.id]);
  });
});

describe('affiliate portal: stats equal the merchant reports', function () {
  this.timeout(240_000);
  let deps: Deps;
  let biz: TestBusiness;
  let p: Program;
  let server: TestServer;

  before(async () => {
    deps = await sharedDeps();
    biz = await newBusiness();
    p = await seedProgram(deps, biz.id, { seed: 11, from: FROM, to: TO, clicks: 800, conversions: 160 });
    // Another business's figures in the same days must not leak in.
    const other = await newBusiness();
    await seedProgram(deps, other.id, {
      seed: 5,
      from: FROM,
      to: TO,
      clicks: 300,
      conversions: 60,
      scale: 40,
    });
    const hash = await hashPassword(PASSWORD);
    await deps.db.none(
      'UPDATE users u SET password_hash = $1 FROM affiliates a WHERE a.user_id = u.id AND a.business_id = $2',
      [hash, biz.id],
    );
    server = await startServer({ clock: new ManualClock(new Date(`${TO}T12:00:00Z`)) });
  });

  for (const [from, to] of [
    [FROM, TO],
    ['2025-12-01', '2026-01-15'],
  ]) {
    it(`clicks, conversions and earned match top-affiliates; pending and daily add up (${from}..${to})`, async () => {
      const merchant = client(server.url, biz.token);
      const top = await merchant.get(`/v1/reports/top-affiliates?from=${from}&to=${to}&limit=50`);
      expect(top.status).to.equal(200);
      for (const a of p.affiliates.slice(0, 2)) {
        const email = (
          await deps.db.one(
            'SELECT u.email FROM users u JOIN affiliates a ON a.user_id = u.id WHERE a.id = $1',
            [a.id],
          )
        ).email;
        const token = await portalToken(server.url, biz.slug, email);
        const r = await call(server.url, 'GET', `/v1/portal/stats?from=${from}&to=${to}`, { token });
        expect(r.status).to.equal(200);
        const s = r.body.data;
        const row = top.body.data.items.find((x: { affiliate_id: number }) => x.affiliate_id === a.id);
        expect(row, `affiliate ${a.id} in top-affiliates`).to.exist;
        expect({ clicks: s.clicks, conversions: s.conversions, earned: s.earned }).to.deep.equal({
          clicks: row.clicks,
          conversions: row.conversions,
          earned: row.earned,
        });
        const inRange = (at: string) => at.slice(0, 10) >= from && at.slice(0, 10) <= to;
        const mine = p.convs.filter((c) => c.affiliateId === a.id && inRange(c.convertedAt));
        const pending = mine
          .filter((c) => c.status === 'pending')
          .reduce((x, c) => x.plus(c.commission), new Decimal(0));
        expect(s.pending).to.equal(pending.toNumber());
        expect(s.conversion_rate).to.equal(
          s.clicks === 0
            ? 0
            : new Decimal(s.conversions).div(s.clicks).times(100).toDecimalPlaces(2).toNumber(),
        );
        expect(s.daily[0].date).to.equal(from);
        expect(s.daily[s.daily.length - 1].date).to.equal(to);
        const sum = (k: 'clicks' | 'conversions') =>
          s.daily.reduce((x: number, d: Record<string, number>) => x + d[k], 0);
        expect(sum('clicks')).to.equal(s.clicks);
        expect(sum('conversions')).to.equal(s.conversions);
        const commission = s.daily.reduce(
          (x: Decimal, d: { commission: number }) => x.plus(d.commission),
          new Decimal(0),
        );
        expect(commission.toNumber()).to.equal(new Decimal(s.earned).plus(s.pending).toNumber());
      }
    });
  }

  it("defaults to the reports' last 30 days and refuses to before from (422)", async () => {
    const email = (
      await deps.db.one('SELECT u.email FROM users u JOIN affiliates a ON a.user_id = u.id WHERE a.id = $1', [
        p.affiliates[0].id,
      ])
    ).email;
    const token = await portalToken(server.url, biz.slug, email);
    const r = await call(server.url, 'GET', '/v1/portal/stats', { token });
    expect(r.body.data.daily).to.have.length(31);
    expect(r.body.data.daily[30].date).to.equal(TO);
    const bad = await call(server.url, 'GET', '/v1/portal/stats?from=2026-02-01&to=2026-01-01', { token });
    expect(bad.status).to.equal(422);
  });
});

describe('affiliate portal: CORS', function () {
  this.timeout(120_000);
  let server: TestServer;
  let biz: TestBusiness;
  let token: string;

  before(async () => {
    server = await startServer();
    let api: Client;
    ({ biz, api } = await newBusinessClient(server.url));
    await api.put('/v1/settings/portal_origins', {
      body: { value: ['https://partners.shop.example', 'http://localhost:5173'] },
    });
    const a = await portalAffiliate(api);
    token = await portalToken(server.url, biz.slug, a.email);
  });

  // Raw fetch: the preflight is CORS machinery, not an operation of the API reference.
  const preflight = async (origin: string) => {
    const res = await fetch(`${server.url}/v1/portal/stats`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    return { status: res.status, headers: res.headers };
  };

  it('a preflight is 204 with the methods and headers, and allows an origin a business lists', async () => {
    const r = await preflight('https://partners.shop.example');
    expect(r.status).to.equal(204);
    expect(r.headers.get('access-control-allow-origin')).to.equal('https://partners.shop.example');
    expect(r.headers.get('access-control-allow-methods'))
      .to.include('GET')
      .and.include('POST')
      .and.include('PATCH');
    expect(r.headers.get('access-control-allow-headers'))
      .to.include('Authorization')
      .and.include('Content-Type');
    const unlisted = await preflight('https://evil.example');
    expect(unlisted.status).to.equal(204);
    expect(unlisted.headers.get('access-control-allow-origin')).to.equal(null);
    // Any business's listed origin passes the preflight, which carries no token.
    const local = await preflight('http://localhost:5173');
    expect(local.headers.get('access-control-allow-origin')).to.equal('http://localhost:5173');
  });

  it("a response allows an origin the token's business lists, and no other", async () => {
    const ok = await call(server.url, 'GET', '/v1/portal/me', {
      token,
      headers: { origin: 'http://localhost:5173' },
    });
    expect(ok.headers.get('access-control-allow-origin')).to.equal('http://localhost:5173');
    const other = await call(server.url, 'GET', '/v1/portal/me', {
      token,
      headers: { origin: 'https://evil.example' },
    });
    expect(other.status).to.equal(200);
    expect(other.headers.get('access-control-allow-origin')).to.equal(null);
  });

  it('sign-in allows the origin the named business lists, even on a 401', async () => {
    const r = await call(server.url, 'POST', '/v1/portal/token', {
      body: { business: biz.slug, email: 'nobody@example.com', password: 'x' },
      headers: { origin: 'https://partners.shop.example' },
    });
    expect(r.status).to.equal(401);
    expect(r.headers.get('access-control-allow-origin')).to.equal('https://partners.shop.example');
    const other = await newBusiness();
    const r2 = await call(server.url, 'POST', '/v1/portal/token', {
      body: { business: other.slug, email: 'nobody@example.com', password: 'x' },
      headers: { origin: 'https://partners.shop.example' },
    });
    expect(r2.headers.get('access-control-allow-origin')).to.equal(null);
  });

  it('portal_origins: at most 10, https or http://localhost only', async () => {
    const api = client(server.url, biz.token);
    const eleven = Array.from({ length: 11 }, (_, i) => `https://p${i}.example`);
    expect((await api.put('/v1/settings/portal_origins', { body: { value: eleven } })).status).to.equal(422);
    expect(
      (await api.put('/v1/settings/portal_origins', { body: { value: ['http://partners.example'] } })).status,
    ).to.equal(422);
    const got = await api.get('/v1/settings/portal_origins');
    expect(got.body.data).to.deep.equal({
      key: 'portal_origins',
      value: ['https://partners.shop.example', 'http://localhost:5173'],
    });
  });
});
