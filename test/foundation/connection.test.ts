import { expect } from 'chai';
import { deps, startServer, testConfig } from '../helpers/context';
import { newBusiness, setSettings, uniq } from '../helpers/fixtures';
import { call, client } from '../helpers/http';

describe('connection', () => {
  it('GET /v1/connection/status describes the business', async () => {
    const { url } = await startServer();
    const biz = await newBusiness();
    const r = await client(url, biz.token).get('/v1/connection/status');
    expect(r.status).to.equal(200);
    expect(r.body.success).to.equal(true);
    expect(r.body.data).to.deep.equal({
      connected: true,
      business_details: {
        name: r.body.data.business_details.name,
        slug: biz.slug,
        website: null,
        subdomain_url: `${biz.slug}.affiliates.test`,
        logo_url: null,
        commission_rate: null,
      },
    });
  });

  it('prefers a verified custom domain and reports the business rate as a number', async () => {
    const { url } = await startServer();
    const d = await deps();
    const biz = await newBusiness();
    await d.db.none(`UPDATE businesses SET custom_domain = 'partners.shop.example' WHERE id = $1`, [biz.id]);
    await setSettings(biz.id, { commission_rate: 12.5 });
    const r = await client(url, biz.token).get('/v1/connection/status');
    expect(r.body.data.business_details.subdomain_url).to.equal('partners.shop.example');
    expect(r.body.data.business_details.commission_rate).to.equal(12.5);
  });

  it('disconnect deactivates the business, audits it, and stops every token at once', async () => {
    const { url } = await startServer();
    const d = await deps();
    const biz = await newBusiness();
    const api = client(url, biz.token);
    const r = await api.post('/v1/connection/disconnect', { body: { reason: 'Closing the shop' } });
    expect(r.status).to.equal(200);
    expect(r.body).to.have.keys('success', 'message');
    expect(r.body.success).to.equal(true);

    const audit = await d.db.audit.list(biz.id, { kind: 'status_changed' });
    expect(audit).to.have.length(1);
    expect(audit[0].data).to.include({ reason: 'Closing the shop', business_id: biz.id, to: 'inactive' });
    expect(audit[0].data.at).to.match(/^\d{4}-\d{2}-\d{2}T/);

    const again = await api.post('/v1/connection/disconnect', { body: {} });
    expect(again.status).to.equal(403);
    expect(again.body.error.code).to.equal('FORBIDDEN');
    expect((await api.get('/v1/connection/status')).status).to.equal(403);
    const tok = await call(url, 'POST', '/v1/auth/token', {
      body: { api_key: biz.apiKey, api_secret: biz.apiSecret },
    });
    expect(tok.status).to.equal(403);
  });

  it('of ten simultaneous disconnects one is 200 and audited; the others are 403 as a later one is', async () => {
    const { url } = await startServer();
    const d = await deps();
    const biz = await newBusiness();
    const api = client(url, biz.token);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.post('/v1/connection/disconnect', { body: { reason: `r${i}` } }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).to.deep.equal([200, ...Array(9).fill(403)]);
    for (const r of results.filter((x) => x.status === 403)) expect(r.body.error.code).to.equal('FORBIDDEN');
    const winner = results.findIndex((r) => r.status === 200);
    const audit = await d.db.audit.list(biz.id, { kind: 'status_changed' });
    expect(audit).to.have.length(1);
    expect(audit[0].data.reason).to.equal(`r${winner}`);
  });

  it('422 for a reason over 500 characters, and nothing changes', async () => {
    const { url } = await startServer();
    const biz = await newBusiness();
    const api = client(url, biz.token);
    const r = await api.post('/v1/connection/disconnect', { body: { reason: 'x'.repeat(501) } });
    expect(r.status).to.equal(422);
    expect(r.body.error.details).to.have.keys('reason');
    expect((await api.get('/v1/connection/status')).status).to.equal(200);
  });
});

describe('rate limits', () => {
  it('two app instances share one per-token budget; the 121st read is 429 with Retry-After', async () => {
    const config = { ...testConfig(), rateLimitPrefix: `${testConfig().redisPrefix}:${uniq('shared')}` };
    const a = await startServer({ config });
    const b = await startServer({ config });
    const biz = await newBusiness();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 121; i += 1) {
      last = await client(i % 2 ? a.url : b.url, biz.token).get('/v1/connection/status');
      statuses.push(last.status);
      if (i === 0) {
        expect(last.headers.get('x-ratelimit-limit')).to.equal('120');
        expect(last.headers.get('x-ratelimit-remaining')).to.equal('119');
      }
    }
    expect(statuses.filter((s) => s === 200)).to.have.length(120);
    expect(statuses[120]).to.equal(429);
    expect(last!.body).to.deep.equal({
      success: false,
      error: { code: 'TOO_MANY_REQUESTS', message: last!.body.error.message },
    });
    expect(Number(last!.headers.get('retry-after'))).to.be.within(1, 60);
    expect(last!.headers.get('x-ratelimit-remaining')).to.equal('0');
    // Another token has its own budget.
    const other = await newBusiness();
    expect((await client(a.url, other.token).get('/v1/connection/status')).status).to.equal(200);
  });

  it('the token endpoint is limited per IP at 120 a minute', async () => {
    const config = { ...testConfig(), rateLimitPrefix: `${testConfig().redisPrefix}:${uniq('ip')}` };
    const { url } = await startServer({ config });
    const results = await Promise.all(
      Array.from({ length: 121 }, () =>
        call(url, 'POST', '/v1/auth/token', { body: { api_key: 'as_x', api_secret: 'y' } }),
      ),
    );
    const codes = results.map((r) => r.status);
    expect(codes.filter((c) => c === 401)).to.have.length(120);
    expect(codes.filter((c) => c === 429)).to.have.length(1);
  });
});
