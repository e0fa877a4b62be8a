import { expect } from 'chai';
import { ManualClock } from '../../api/clock';
import { createDb } from '../../sql/db';
import { TOKEN_TTL_SECONDS } from '../../api/security/tokens';
import { createApiKey } from '../../api/businesses/business.service';
import { deps, startServer } from '../helpers/context';
import { newBusiness, tokenWithScopes } from '../helpers/fixtures';
import { call, client } from '../helpers/http';

describe('POST /v1/auth/token', () => {
  it('exchanges api_key and api_secret for a 4-hour bearer token that works', async () => {
    const { url } = await startServer();
    const biz = await newBusiness();
    const r = await call(url, 'POST', '/v1/auth/token', {
      body: { api_key: biz.apiKey, api_secret: biz.apiSecret },
    });
    expect(r.status).to.equal(200);
    expect(r.body.success).to.equal(true);
    expect(r.body.message).to.be.a('string');
    expect(r.body.data.token_type).to.equal('Bearer');
    expect(r.body.data.expires_in).to.equal(14400);
    expect(r.body.data.access_token).to.be.a('string').with.length.greaterThan(40);
    expect(r.body.data.scopes).to.include.members(['affiliates:read', 'connections:read', 'reports:read']);
    expect(r.headers.get('x-ratelimit-limit')).to.equal('120');
    const status = await client(url, r.body.data.access_token).get('/v1/connection/status');
    expect(status.status).to.equal(200);
  });

  it('stores neither the secret nor the token in clear', async () => {
    const d = await deps();
    const biz = await newBusiness();
    const dump = JSON.stringify(
      await d.db.any(
        `SELECT k.*, t.* FROM api_keys k LEFT JOIN access_tokens t ON t.api_key_id = k.id WHERE k.business_id = $1`,
        [biz.id],
      ),
    );
    expect(dump).not.to.include(biz.apiSecret);
    expect(dump).not.to.include(biz.token);
  });

  it('401 UNAUTHORIZED for an unknown key and for a wrong secret', async () => {
    const { url } = await startServer();
    const biz = await newBusiness();
    for (const body of [
      { api_key: 'as_unknown', api_secret: biz.apiSecret },
      { api_key: biz.apiKey, api_secret: 'wrong-secret' },
    ]) {
      const r = await call(url, 'POST', '/v1/auth/token', { body });
      expect(r.status).to.equal(401);
      expect(r.body).to.deep.include({ success: false });
      expect(r.body.error.code).to.equal('UNAUTHORIZED');
    }
  });

  it('401 UNAUTHORIZED for a revoked key and for an expired key', async () => {
    const { url } = await startServer();
    const d = await deps();
    const biz = await newBusiness();
    await d.db.none("UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE api_key = $1", [
      biz.apiKey,
    ]);
    let r = await call(url, 'POST', '/v1/auth/token', {
      body: { api_key: biz.apiKey, api_secret: biz.apiSecret },
    });
    expect(r.status).to.equal(401);
    expect(r.body.error.message).to.match(/expired/i);
    await d.db.none('UPDATE api_keys SET expires_at = NULL WHERE api_key = $1', [biz.apiKey]);
    await d.db.apiKeys.revoke(biz.apiKey);
    r = await call(url, 'POST', '/v1/auth/token', {
      body: { api_key: biz.apiKey, api_secret: biz.apiSecret },
    });
    expect(r.status).to.equal(401);
    expect(r.body.error.code).to.equal('UNAUTHORIZED');
  });

  it('403 FORBIDDEN when the owning business is inactive', async () => {
    const { url } = await startServer();
    const d = await deps();
    const biz = await newBusiness();
    await d.db.businesses.setActive(biz.id, false);
    const r = await call(url, 'POST', '/v1/auth/token', {
      body: { api_key: biz.apiKey, api_secret: biz.apiSecret },
    });
    expect(r.status).to.equal(403);
    expect(r.body.error.code).to.equal('FORBIDDEN');
  });

  describe('a key holds at most 20 unexpired tokens', () => {
    async function freshKey(d: Awaited<ReturnType<typeof deps>>) {
      const biz = await newBusiness(d);
      const key = await createApiKey(d.db, biz.id, ['connections:read']);
      return { body: { api_key: key.api_key, api_secret: key.api_secret }, keyId: key.id };
    }
    const mint = async (url: string, body: object): Promise<string> => {
      const r = await call(url, 'POST', '/v1/auth/token', { body });
      expect(r.status).to.equal(200);
      return r.body.data.access_token;
    };
    const statusOf = async (url: string, token: string) => client(url, token).get('/v1/connection/status');

    it('the 21st mint retires the oldest, which answers exactly like an unknown token', async () => {
      const { url } = await startServer();
      const { body } = await freshKey(await deps());
      const tokens: string[] = [];
      for (let i = 0; i < 21; i += 1) tokens.push(await mint(url, body));
      const unknown = await statusOf(url, 'at_nope');
      const retired = await statusOf(url, tokens[0]);
      expect(retired.status).to.equal(401);
      expect(retired.body).to.deep.equal(unknown.body);
      for (const t of tokens.slice(1)) expect((await statusOf(url, t)).status).to.equal(200);
    });

    it('concurrent mints never leave more than 20 live', async () => {
      const { url } = await startServer();
      const { body } = await freshKey(await deps());
      const tokens = await Promise.all(Array.from({ length: 26 }, () => mint(url, body)));
      const statuses = await Promise.all(tokens.map(async (t) => (await statusOf(url, t)).status));
      expect(statuses.filter((s) => s === 200)).to.have.length(20);
      expect(statuses.filter((s) => s === 401)).to.have.length(6);
    });

    it("minting drops the key's expired tokens", async () => {
      const clock = new ManualClock(new Date());
      const { url, deps: d } = await startServer({ clock });
      const { body, keyId } = await freshKey(d);
      await mint(url, body);
      await mint(url, body);
      clock.advance(TOKEN_TTL_SECONDS * 1000);
      const live = await mint(url, body);
      const left = await d.db.one('SELECT count(*)::int AS n FROM access_tokens WHERE api_key_id = $1', [
        keyId,
      ]);
      expect(left.n).to.equal(1);
      expect((await statusOf(url, live)).status).to.equal(200);
    });
  });

  it('422 VALIDATION_ERROR with details for a missing or oversized body', async () => {
    const { url } = await startServer();
    let r = await call(url, 'POST', '/v1/auth/token', { body: {} });
    expect(r.status).to.equal(422);
    expect(r.body.error.code).to.equal('VALIDATION_ERROR');
    expect(r.body.error.details).to.have.keys('api_key', 'api_secret');
    expect(r.body.error.details.api_key[0]).to.be.a('string');
    r = await call(url, 'POST', '/v1/auth/token', {
      body: { api_key: 'a'.repeat(65), api_secret: 's'.repeat(129) },
    });
    expect(r.status).to.equal(422);
    expect(r.body.error.details).to.have.keys('api_key', 'api_secret');
    r = await call(url, 'POST', '/v1/auth/token', { body: { api_key: 5, api_secret: ['x'] } });
    expect(r.status).to.equal(422);
  });

  it('400 BAD_REQUEST for malformed JSON', async () => {
    const { url } = await startServer();
    const r = await call(url, 'POST', '/v1/auth/token', { rawBody: '{"api_key": "x",' });
    expect(r.status).to.equal(400);
    expect(r.body).to.deep.equal({
      success: false,
      error: { code: 'BAD_REQUEST', message: 'Malformed JSON in request body' },
    });
  });

  it('503 SERVICE_UNAVAILABLE when the credential store cannot be reached', async () => {
    const down = createDb('postgres://postgres@127.0.0.1:1/nowhere', { max: 1 });
    try {
      const { url } = await startServer({ db: down });
      const r = await call(url, 'POST', '/v1/auth/token', { body: { api_key: 'as_x', api_secret: 'y' } });
      expect(r.status).to.equal(503);
      expect(r.body.error.code).to.equal('SERVICE_UNAVAILABLE');
      const b = await call(url, 'GET', '/v1/connection/status', { token: 'at_whatever' });
      expect(b.status).to.equal(503);
    } finally {
      await down.$pool.end();
    }
  });
});

describe('Bearer authentication', () => {
  it('401 for a missing, malformed or unknown token', async () => {
    const { url } = await startServer();
    const variants: Record<string, string>[] = [
      {},
      { authorization: 'Basic abc' },
      { authorization: 'Bearer' },
      { authorization: 'Bearer at_nope' },
    ];
    for (const headers of variants) {
      const r = await call(url, 'GET', '/v1/connection/status', { headers });
      expect(r.status, JSON.stringify(headers)).to.equal(401);
      expect(r.body.error.code).to.equal('UNAUTHORIZED');
    }
  });

  it('401 once the token has expired (injected clock, no sleeping)', async () => {
    const clock = new ManualClock(new Date());
    const { url, deps: d } = await startServer({ clock });
    const biz = await newBusiness(d);
    const api = client(url);
    const tok = await api.post('/v1/auth/token', {
      body: { api_key: biz.apiKey, api_secret: biz.apiSecret },
    });
    const token = tok.body.data.access_token;
    clock.advance((TOKEN_TTL_SECONDS - 1) * 1000);
    expect((await client(url, token).get('/v1/connection/status')).status).to.equal(200);
    clock.advance(1000);
    const r = await client(url, token).get('/v1/connection/status');
    expect(r.status).to.equal(401);
    expect(r.body.error.message).to.match(/expired/i);
  });

  it('403 FORBIDDEN for a token lacking the endpoint scope', async () => {
    const { url } = await startServer();
    const biz = await newBusiness();
    const token = await tokenWithScopes(biz.id, ['connections:read']);
    expect((await client(url, token).get('/v1/connection/status')).status).to.equal(200);
    const r = await client(url, token).post('/v1/connection/disconnect', { body: {} });
    expect(r.status).to.equal(403);
    expect(r.body.error.code).to.equal('FORBIDDEN');
    expect(r.body.error.message).to.include('connections:write');
  });

  it('a revoked key stops its tokens on the very next request', async () => {
    const { url } = await startServer();
    const d = await deps();
    const biz = await newBusiness();
    const api = client(url, biz.token);
    expect((await api.get('/v1/connection/status')).status).to.equal(200);
    await d.db.apiKeys.revoke(biz.apiKey);
    expect((await api.get('/v1/connection/status')).status).to.equal(401);
  });

  it('a token of one business never reaches another', async () => {
    const { url } = await startServer();
    const a = await newBusiness();
    const b = await newBusiness();
    const ra = await client(url, a.token).get('/v1/connection/status');
    const rb = await client(url, b.token).get('/v1/connection/status');
    expect(ra.body.data.business_details.slug).to.equal(a.slug);
    expect(rb.body.data.business_details.slug).to.equal(b.slug);
  });
});
