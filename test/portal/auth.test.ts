import { expect } from 'chai';
import { ManualClock } from '../../api/clock';
import type { Deps } from '../../api/deps';
import { buildOpenApi } from '../../api/features/docs/openapi';
import { startServer, type TestServer } from '../helpers/context';
import { newBusinessClient, uniq, type TestBusiness } from '../helpers/fixtures';
import { call, client, type Client } from '../helpers/http';
import { PASSWORD, portalAffiliate, portalToken, signIn } from './helpers';

describe('affiliate portal: sign-in, tokens and passwords', function () {
  this.timeout(180_000);
  let server: TestServer;
  let deps: Deps;
  let biz: TestBusiness;
  let api: Client;

  before(async () => {
    server = await startServer();
    deps = server.deps;
    ({ biz, api } = await newBusinessClient(server.url));
  });

  it('signs in: a Bearer portal token for 14400 s, the affiliate id, and the client IP recorded', async () => {
    const a = await portalAffiliate(api);
    const r = await signIn(server.url, biz.slug, a.email.toUpperCase());
    expect(r.status).to.equal(200);
    expect(r.body.data).to.include({ token_type: 'Bearer', expires_in: 14400, affiliate_id: a.id });
    expect(r.body.data.access_token).to.be.a('string').with.length.above(30);
    const rows = await deps.db.any(
      'SELECT host(ip) AS ip FROM portal_sign_ins WHERE business_id = $1 AND affiliate_id = $2',
      [biz.id, a.id],
    );
    expect(rows).to.deep.equal([{ ip: '127.0.0.1' }]);
    // Stored hashed: the bearer itself is nowhere in the table.
    const stored = await deps.db.any(
      'SELECT encode(token_hash, $2) AS h FROM portal_tokens WHERE affiliate_id = $1',
      [a.id, 'escape'],
    );
    expect(stored).to.have.length(1);
    expect(JSON.stringify(stored)).not.to.include(r.body.data.access_token);
  });

  it("unknown business, unknown e-mail, wrong password and another business's affiliate: the same 401", async () => {
    const a = await portalAffiliate(api);
    const { biz: other, api: otherApi } = await newBusinessClient(server.url);
    const b = await portalAffiliate(otherApi);
    const answers = await Promise.all([
      signIn(server.url, `no-such-${uniq()}`, a.email),
      signIn(server.url, biz.slug, `${uniq('nobody')}@example.com`),
      signIn(server.url, biz.slug, a.email, 'wrong password'),
      signIn(server.url, biz.slug, b.email),
      signIn(server.url, other.slug, a.email),
    ]);
    for (const r of answers) {
      expect(r.status).to.equal(401);
      expect(r.body.error.code).to.equal('INVALID_CREDENTIALS');
      expect(r.body.error.message).to.equal(answers[0].body.error.message);
    }
  });

  it('a membership that is not active is 403 AFFILIATE_INACTIVE after a correct password, naming the status', async () => {
    const a = await portalAffiliate(api);
    expect((await api.post(`/v1/affiliates/${a.id}/suspend`, { body: {} })).status).to.equal(200);
    const r = await signIn(server.url, biz.slug, a.email);
    expect(r.status).to.equal(403);
    expect(r.body.error.code).to.equal('AFFILIATE_INACTIVE');
    expect(r.body.error.message).to.include('suspended');
    // A wrong password to the same membership says nothing about its status.
    expect((await signIn(server.url, biz.slug, a.email, 'wrong password')).status).to.equal(401);
  });

  it('the same e-mail in two businesses keeps two passwords after a change in one', async () => {
    const { biz: b2, api: api2 } = await newBusinessClient(server.url);
    const email = `${uniq('both')}@example.com`;
    await portalAffiliate(api, { email });
    // The account exists: the second business links it and its password stays the account's.
    await portalAffiliate(api2, { email, password: 'something else entirely' });
    const t1 = await portalToken(server.url, biz.slug, email);
    await portalToken(server.url, b2.slug, email);
    const changed = await call(server.url, 'POST', '/v1/portal/password', {
      token: t1,
      body: { current_password: PASSWORD, new_password: 'new password one' },
    });
    expect(changed.status).to.equal(204);
    expect((await signIn(server.url, biz.slug, email, 'new password one')).status).to.equal(200);
    expect((await signIn(server.url, biz.slug, email)).status).to.equal(401);
    expect((await signIn(server.url, b2.slug, email)).status).to.equal(200);
    expect((await signIn(server.url, b2.slug, email, 'new password one')).status).to.equal(401);
  });

  it('password change: a wrong current password is 422 on current_password; the other tokens are retired', async () => {
    const a = await portalAffiliate(api);
    const t1 = await portalToken(server.url, biz.slug, a.email);
    const t2 = await portalToken(server.url, biz.slug, a.email);
    const wrong = await call(server.url, 'POST', '/v1/portal/password', {
      token: t1,
      body: { current_password: 'nope nope', new_password: 'another password' },
    });
    expect(wrong.status).to.equal(422);
    expect(wrong.body.error.details).to.have.property('current_password');
    const short = await call(server.url, 'POST', '/v1/portal/password', {
      token: t1,
      body: { current_password: PASSWORD, new_password: 'short' },
    });
    expect(short.status).to.equal(422);
    expect(short.body.error.details).to.have.property('new_password');
    const ok = await call(server.url, 'POST', '/v1/portal/password', {
      token: t1,
      body: { current_password: PASSWORD, new_password: 'another password' },
    });
    expect(ok.status).to.equal(204);
    expect((await call(server.url, 'GET', '/v1/portal/me', { token: t1 })).status).to.equal(200);
    expect((await call(server.url, 'GET', '/v1/portal/me', { token: t2 })).status).to.equal(401);
  });

  it('at most 10 unexpired tokens per membership: the 11th sign-in retires the oldest', async () => {
    const a = await portalAffiliate(api);
    const tokens: string[] = [];
    for (let i = 0; i < 11; i += 1) tokens.push(await portalToken(server.url, biz.slug, a.email));
    expect((await call(server.url, 'GET', '/v1/portal/me', { token: tokens[0] })).status).to.equal(401);
    for (const t of tokens.slice(1))
      expect((await call(server.url, 'GET', '/v1/portal/me', { token: t })).status).to.equal(200);
    const live = await deps.db.one('SELECT count(*)::int AS n FROM portal_tokens WHERE affiliate_id = $1', [
      a.id,
    ]);
    expect(live.n).to.equal(10);
  });

  it('a portal token stops at 14400 s', async () => {
    const clock = new ManualClock(new Date());
    const timed = await startServer({ clock });
    const { biz: b, api: a } = await newBusinessClient(timed.url);
    const aff = await portalAffiliate(a);
    const t = await portalToken(timed.url, b.slug, aff.email);
    clock.advance(14_399_000);
    expect((await call(timed.url, 'GET', '/v1/portal/me', { token: t })).status).to.equal(200);
    clock.advance(1_000);
    const r = await call(timed.url, 'GET', '/v1/portal/me', { token: t });
    expect(r.status).to.equal(401);
    expect(r.body.error.code).to.equal('UNAUTHORIZED');
  });

  it('logout is 204 and retires the token', async () => {
    const a = await portalAffiliate(api);
    const t = await portalToken(server.url, biz.slug, a.email);
    expect((await call(server.url, 'POST', '/v1/portal/logout', { token: t })).status).to.equal(204);
    expect((await call(server.url, 'GET', '/v1/portal/me', { token: t })).status).to.equal(401);
  });

  for (const how of ['suspend', 'terminate', 'delete'] as const) {
    it(`${how === 'delete' ? 'deleting' : `${how.replace(/e$/, '')}ing`} the affiliate retires its portal tokens at once`, async () => {
      const a = await portalAffiliate(api);
      const t = await portalToken(server.url, biz.slug, a.email);
      expect((await call(server.url, 'GET', '/v1/portal/me', { token: t })).status).to.equal(200);
      const r =
        how === 'delete'
          ? await api.delete(`/v1/affiliates/${a.id}`)
          : await api.post(`/v1/affiliates/${a.id}/${how}`, { body: {} });
      expect(r.status).to.be.oneOf([200, 204]);
      expect((await call(server.url, 'GET', '/v1/portal/me', { token: t })).status).to.equal(401);
      const left = await deps.db.one('SELECT count(*)::int AS n FROM portal_tokens WHERE affiliate_id = $1', [
        a.id,
      ]);
      expect(left.n).to.equal(0);
      if (how === 'suspend') {
        // Reactivating does not bring the old token back.
        expect((await api.post(`/v1/affiliates/${a.id}/reactivate`)).status).to.equal(200);
        expect((await call(server.url, 'GET', '/v1/portal/me', { token: t })).status).to.equal(401);
      }
    });
  }

  describe('password reset', () => {
    it('202 whatever the e-mail; an active membership gets the event with a token that works once', async () => {
      const a = await portalAffiliate(api);
      const unknown = await call(server.url, 'POST', '/v1/portal/password-reset', {
        body: { business: biz.slug, email: `${uniq('nobody')}@example.com` },
      });
      expect(unknown.status).to.equal(202);
      const r = await call(server.url, 'POST', '/v1/portal/password-reset', {
        body: { business: biz.slug, email: a.email },
      });
      expect(r.status).to.equal(202);
      expect(r.body).to.deep.equal(unknown.body);
      const events = await deps.db.any(
        "SELECT data FROM webhook_events WHERE business_id = $1 AND type = 'affiliate.password_reset_requested'",
        [biz.id],
      );
      expect(events).to.have.length(1);
      const data = events[0].data;
      expect(data.object).to.include({ id: a.id, status: 'active' });
      expect(data.reset_token).to.be.a('string');
      expect(Date.parse(data.expires_at) - Date.now()).to.be.within(59 * 60_000, 61 * 60_000);
      const t = await portalToken(server.url, biz.slug, a.email);
      const confirm = (token: string, pw: string) =>
        call(server.url, 'POST', '/v1/portal/password-reset/confirm', { body: { token, new_password: pw } });
      expect((await confirm(data.reset_token, 'reset password 1')).status).to.equal(204);
      expect((await call(server.url, 'GET', '/v1/portal/me', { token: t })).status).to.equal(401);
      expect((await signIn(server.url, biz.slug, a.email, 'reset password 1')).status).to.equal(200);
      const again = await confirm(data.reset_token, 'reset password 2');
      expect(again.status).to.equal(422);
      expect(again.body.error.details).to.have.property('token');
      expect((await confirm('prt_unknown', 'reset password 2')).status).to.equal(422);
    });

    it('a suspended membership gets no event', async () => {
      const a = await portalAffiliate(api);
      await api.post(`/v1/affiliates/${a.id}/suspend`, { body: {} });
      const r = await call(server.url, 'POST', '/v1/portal/password-reset', {
        body: { business: biz.slug, email: a.email },
      });
      expect(r.status).to.equal(202);
      const events = await deps.db.any(
        "SELECT 1 FROM webhook_events WHERE business_id = $1 AND type = 'affiliate.password_reset_requested' AND (data->'object'->>'id')::bigint = $2",
        [biz.id, a.id],
      );
      expect(events).to.have.length(0);
    });

    it('the merchant issues one (201); a newer voids the older; it expires after 60 minutes; it resets this business only', async () => {
      const { biz: b2, api: api2 } = await newBusinessClient(server.url);
      const email = `${uniq('reset')}@example.com`;
      const a = await portalAffiliate(api, { email });
      await portalAffiliate(api2, { email });
      const first = await api.post(`/v1/affiliates/${a.id}/password-reset`);
      expect(first.status).to.equal(201);
      expect(first.body.data).to.have.keys('reset_token', 'expires_at');
      const second = await api.post(`/v1/affiliates/${a.id}/password-reset`);
      const confirm = (token: string) =>
        call(server.url, 'POST', '/v1/portal/password-reset/confirm', {
          body: { token, new_password: 'merchant reset' },
        });
      expect((await confirm(first.body.data.reset_token)).status).to.equal(422);
      expect((await confirm(second.body.data.reset_token)).status).to.equal(204);
      expect((await signIn(server.url, biz.slug, email, 'merchant reset')).status).to.equal(200);
      expect((await signIn(server.url, b2.slug, email)).status).to.equal(200);
      expect((await signIn(server.url, b2.slug, email, 'merchant reset')).status).to.equal(401);
      // Another business's affiliate is 404 to this merchant.
      const foreign = await portalAffiliate(api2);
      expect((await api.post(`/v1/affiliates/${foreign.id}/password-reset`)).status).to.equal(404);
      // An expired token is refused.
      const third = await api.post(`/v1/affiliates/${a.id}/password-reset`);
      await deps.db.none(
        "UPDATE portal_password_resets SET expires_at = now() - interval '1 second' WHERE affiliate_id = $1",
        [a.id],
      );
      expect((await confirm(third.body.data.reset_token)).status).to.equal(422);
    });
  });

  describe('two doors', () => {
    let portal: string;
    let doc: Record<string, Record<string, Record<string, unknown>>>;

    before(async () => {
      const a = await portalAffiliate(api);
      portal = await portalToken(server.url, biz.slug, a.email);
      doc = buildOpenApi(server.web.app).paths as typeof doc;
    });

    const fill = (path: string) => path.replace(/\{[^}]+\}/g, '1');
    const bodyFor = (method: string) => (['post', 'put', 'patch'].includes(method) ? { body: {} } : {});

    it('a portal token on every merchant route is 403 FORBIDDEN', async () => {
      let checked = 0;
      for (const [path, ops] of Object.entries(doc)) {
        for (const [method, op] of Object.entries(ops)) {
          if (!op['x-scope']) continue;
          const r = await call(server.url, method.toUpperCase(), fill(path), {
            token: portal,
            ...bodyFor(method),
          });
          expect(r.status, `${method} ${path}`).to.equal(403);
          expect(r.body.error.code, `${method} ${path}`).to.equal('FORBIDDEN');
          checked += 1;
        }
      }
      expect(checked).to.be.above(60);
    });

    it('a merchant token on every portal route is 403 FORBIDDEN', async () => {
      let checked = 0;
      for (const [path, ops] of Object.entries(doc)) {
        for (const [method, op] of Object.entries(ops)) {
          const security = op.security as Record<string, unknown>[] | undefined;
          if (!security?.some((s) => 'portalBearer' in s)) continue;
          const r = await call(server.url, method.toUpperCase(), fill(path), {
            token: biz.token,
            ...bodyFor(method),
          });
          expect(r.status, `${method} ${path}`).to.equal(403);
          expect(r.body.error.code, `${method} ${path}`).to.equal('FORBIDDEN');
          checked += 1;
        }
      }
      expect(checked).to.equal(13);
    });

    it('no token, or an unknown one, is 401 on the portal', async () => {
      expect((await call(server.url, 'GET', '/v1/portal/me')).status).to.equal(401);
      expect((await call(server.url, 'GET', '/v1/portal/me', { token: 'pt_nothing' })).status).to.equal(401);
      expect((await call(server.url, 'GET', '/v1/portal/me', { token: 'at_nothing' })).status).to.equal(401);
    });

    it('the portal is its own tag with its own security scheme', () => {
      const full = buildOpenApi(server.web.app) as Record<string, any>;
      expect(full.components.securitySchemes).to.have.property('portalBearer');
      expect(full.paths['/v1/portal/token'].post.tags).to.deep.equal(['portal']);
      expect(full.paths['/v1/portal/me'].get.security).to.deep.equal([{ portalBearer: [] }]);
      expect(full.paths['/v1/portal/stats'].get.tags).to.deep.equal(['portal']);
      expect(full.paths['/v1/portal/stats'].get['x-rate-limit']).to.include('300');
      expect(full.paths['/v1/portal/links'].post['x-rate-limit']).to.include('60');
    });
  });

  it('read budget 300 and write budget 60 a minute per token', async () => {
    const a = await portalAffiliate(api);
    const t = await portalToken(server.url, biz.slug, a.email);
    const r = await call(server.url, 'GET', '/v1/portal/me', { token: t });
    expect(r.headers.get('x-ratelimit-limit')).to.equal('300');
    const w = await call(server.url, 'PATCH', '/v1/portal/me', { token: t, body: {} });
    expect(w.headers.get('x-ratelimit-limit')).to.equal('60');
  });
});

describe('affiliate portal: sign-in limits', function () {
  this.timeout(180_000);

  it('10 failures per business and e-mail, then 429 with Retry-After; a success clears the count', async () => {
    const server = await startServer();
    const { biz, api } = await newBusinessClient(server.url);
    const a = await portalAffiliate(api);
    for (let i = 0; i < 9; i += 1)
      expect((await signIn(server.url, biz.slug, a.email, 'bad')).status).to.equal(401);
    expect((await signIn(server.url, biz.slug, a.email)).status).to.equal(200);
    for (let i = 0; i < 10; i += 1)
      expect((await signIn(server.url, biz.slug, a.email, 'bad')).status).to.equal(401);
    const r = await signIn(server.url, biz.slug, a.email);
    expect(r.status).to.equal(429);
    expect(r.body.error.code).to.equal('TOO_MANY_REQUESTS');
    expect(Number(r.headers.get('retry-after'))).to.be.within(1, 900);
    // Another e-mail from the same IP is not held back by this one.
    const b = await portalAffiliate(api);
    expect((await signIn(server.url, biz.slug, b.email)).status).to.equal(200);
  });

  it('30 failures per client IP, reset requests included, then 429', async () => {
    const server = await startServer();
    const { biz, api } = await newBusinessClient(server.url);
    const a = await portalAffiliate(api);
    for (let i = 0; i < 3; i += 1)
      expect((await signIn(server.url, biz.slug, `${uniq('x')}@example.com`, 'bad')).status).to.equal(401);
    for (let i = 0; i < 27; i += 1) {
      const r = await call(server.url, 'POST', '/v1/portal/password-reset', {
        body: { business: biz.slug, email: a.email },
      });
      expect(r.status).to.equal(202);
    }
    const r = await signIn(server.url, biz.slug, a.email);
    expect(r.status).to.equal(429);
    expect(r.headers.get('retry-after')).to.match(/^\d+$/);
    const reset = await call(server.url, 'POST', '/v1/portal/password-reset', {
      body: { business: biz.slug, email: a.email },
    });
    expect(reset.status).to.equal(429);
  });

  it('a wrong current password counts as a failed sign-in', async () => {
    const server = await startServer();
    const { biz, api } = await newBusinessClient(server.url);
    const a = await portalAffiliate(api);
    const t = await portalToken(server.url, biz.slug, a.email);
    const portal = client(server.url, t);
    for (let i = 0; i < 10; i += 1)
      expect(
        (
          await portal.post('/v1/portal/password', {
            body: { current_password: 'bad', new_password: 'whatever pw' },
          })
        ).status,
      ).to.equal(422);
    expect((await signIn(server.url, biz.slug, a.email)).status).to.equal(429);
  });
});
