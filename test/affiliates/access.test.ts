import { expect } from 'chai';
import { listRoutes } from '../../api/http/routes';
import { startServer } from '../helpers/context';
import {
  newAffiliate,
  newAffiliates,
  newBusiness,
  newLink,
  setSettings,
  tokenWithScopes,
} from '../helpers/fixtures';
import { call, client } from '../helpers/http';
import { storedAffiliate } from '../helpers/affiliates';
import { insertConversion } from '../helpers/orders';

/** Bodies that would succeed, so only the business check can stop them. */
const BODIES: Record<string, unknown> = {
  'PATCH /v1/affiliates/:id': { commission_rate: 55, notes: 'hijacked' },
  'PUT /v1/affiliates/:id/commission': { commission_rate: 55 },
  'POST /v1/affiliates/:id/suspend': { reason: 'hijacked' },
  'POST /v1/affiliates/:id/terminate': { reason: 'hijacked' },
  'POST /v1/affiliates/:id/adjustments': { amount: 5, memo: 'hijacked' },
  'PUT /v1/affiliates/:id/payout-method': { method: 'paypal', details: { email: 'thief@example.com' } },
};

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

describe('affiliates: tenancy, scopes and authentication', function () {
  this.timeout(60_000);

  it('another business’s affiliate id is 404 on every /:id route and is never changed', async () => {
    const { url, web } = await startServer();
    const routes = listRoutes(web.app).filter((r) => r.path.startsWith('/v1/affiliates/:id'));
    expect(routes.length).to.be.at.least(10);
    const owner = await newBusiness();
    const intruder = await newBusiness();
    const statuses = ['pending', 'active', 'suspended'] as const;
    const victims = await newAffiliates(
      owner.id,
      statuses.map((status) => ({ status, commissionRate: '3.00', notes: 'original' })),
    );
    for (const id of victims) {
      await newLink(owner.id, id, { clickCount: 4 });
      await insertConversion(owner.id, { affiliate_id: id, commission_amount: '2.00' });
    }
    const before = await Promise.all(victims.map(storedAffiliate));
    for (const route of routes) {
      for (const id of victims) {
        const r = await call(url, route.method, route.path.replace(':id', String(id)), {
          token: intruder.token,
          body: BODIES[`${route.method} ${route.path}`] ?? (route.method === 'GET' ? undefined : {}),
        });
        expect(r.status, `${route.method} ${route.path} (${id})`).to.equal(404);
        expect(r.body.error.code).to.equal('NOT_FOUND');
      }
    }
    expect(await Promise.all(victims.map(storedAffiliate))).to.deep.equal(before);
    // And the owner still sees them all.
    const owned = await client(url, owner.token).get('/v1/affiliates');
    expect(owned.body.data.meta.total).to.equal(3);
  });

  it('lists, stats and exports show only the caller’s own affiliates', async () => {
    const { url } = await startServer();
    const a = await newBusiness();
    const b = await newBusiness();
    const { id: mine } = await newAffiliate(a.id, { referralCode: 'MINE01', status: 'active' });
    await newAffiliates(b.id, [{ referralCode: 'THEIRS', status: 'active' }, { status: 'pending' }]);
    const api = client(url, a.token);
    const list = await api.get('/v1/affiliates?search=THEIRS');
    expect(list.body.data.meta.total).to.equal(0);
    const all = await api.get('/v1/affiliates');
    expect(all.body.data.items.map((x: any) => x.id)).to.deep.equal([mine]);
    expect((await api.get('/v1/affiliates/stats')).body.data.total).to.equal(1);
    const csv = (await api.get('/v1/affiliates/export')).text;
    expect(csv).to.include('MINE01');
    expect(csv).not.to.include('THEIRS');
  });

  it('a read-only token gets 403 FORBIDDEN on every write route, and nothing changes', async () => {
    const { url, web } = await startServer();
    const biz = await newBusiness();
    await setSettings(biz.id, { allow_self_registration: true });
    const readOnly = await tokenWithScopes(biz.id, ['affiliates:read']);
    const { id } = await newAffiliate(biz.id, { status: 'active', notes: 'n' });
    const before = await storedAffiliate(id);
    const routes = listRoutes(web.app).filter(
      (r) => r.path.startsWith('/v1/affiliates') && WRITE_METHODS.includes(r.method),
    );
    expect(routes.length).to.be.at.least(9);
    for (const route of routes) {
      const r = await call(url, route.method, route.path.replace(':id', String(id)), {
        token: readOnly,
        body: BODIES[`${route.method} ${route.path}`] ?? {
          name: 'X',
          email: 'x@example.com',
          password: 'password123',
        },
      });
      expect(r.status, `${route.method} ${route.path}`).to.equal(403);
      expect(r.body.error.code).to.equal('FORBIDDEN');
    }
    expect(await storedAffiliate(id)).to.deep.equal(before);
    const d = await client(url, biz.token).get('/v1/affiliates/stats');
    expect(d.body.data.total).to.equal(1);
  });

  it('a write-only token gets 403 on every read route', async () => {
    const { url, web } = await startServer();
    const biz = await newBusiness();
    const writeOnly = await tokenWithScopes(biz.id, ['affiliates:write']);
    const { id } = await newAffiliate(biz.id);
    const routes = listRoutes(web.app).filter(
      (r) => r.path.startsWith('/v1/affiliates') && r.method === 'GET',
    );
    expect(routes.length).to.be.at.least(6);
    for (const route of routes) {
      const r = await call(url, 'GET', route.path.replace(':id', String(id)), { token: writeOnly });
      expect(r.status, route.path).to.equal(403);
      expect(r.body.error.code).to.equal('FORBIDDEN');
    }
  });

  it('401 UNAUTHORIZED without a token, or with a bad one, on every route', async () => {
    const { url, web } = await startServer();
    const routes = listRoutes(web.app).filter((r) => r.path.startsWith('/v1/affiliates'));
    for (const route of routes) {
      for (const token of [undefined, 'at_not-a-real-token']) {
        const r = await call(url, route.method, route.path.replace(':id', '1'), {
          token,
          body: route.method === 'GET' ? undefined : {},
        });
        expect(r.status, `${route.method} ${route.path}`).to.equal(401);
        expect(r.body.error.code).to.equal('UNAUTHORIZED');
      }
    }
  });

  it('write endpoints carry the 60/min budget, register 30, reads 120, export 30', async () => {
    const { url } = await startServer();
    const biz = await newBusiness();
    const api = client(url, biz.token);
    const { id } = await newAffiliate(biz.id);
    const limitOf = async (method: 'get' | 'post' | 'patch', path: string, body?: unknown) =>
      (await api[method](path, body === undefined ? {} : { body })).headers.get('x-ratelimit-limit');
    expect(await limitOf('get', '/v1/affiliates')).to.equal('120');
    expect(await limitOf('get', `/v1/affiliates/${id}/stats`)).to.equal('120');
    expect(await limitOf('get', '/v1/affiliates/export')).to.equal('30');
    expect(await limitOf('patch', `/v1/affiliates/${id}`, {})).to.equal('60');
    expect(await limitOf('post', '/v1/affiliates/register', {})).to.equal('30');
  });
});
