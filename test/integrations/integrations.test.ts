import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type { Deps } from '../../api/deps';
import { openSecret } from '../../api/security/secret-box';
import { deps as sharedDeps, startServer } from '../helpers/context';
import { newBusiness, tokenWithScopes } from '../helpers/fixtures';
import { client, type Client } from '../helpers/http';
import { bodyOf, fixture, postHook, stripeHeaders } from './billing';

const SECRET = 'whsec_crud_0123456789abcdefghijklmnop';

/** POST/GET/DELETE /v1/integrations and the events log (README, "Billing integrations"). */
describe('billing integrations: the integrations and their events log', function () {
  this.timeout(60_000);
  const key = randomBytes(32);
  let url: string;
  let d: Deps;

  before(async () => {
    const base = await sharedDeps();
    // Secrets sealed at rest, as with WEBHOOK_SECRET_KEY set.
    ({ url, deps: d } = await startServer({
      config: { ...base.config, webhooks: { ...base.config.webhooks, secretKey: key } },
    }));
  });

  async function business(): Promise<{ id: number; api: Client }> {
    const biz = await newBusiness();
    return { id: biz.id, api: client(url, biz.token) };
  }

  it('creates one per provider: 201 with its endpoint URL, no secret; a second of a provider is 409', async () => {
    const { id, api } = await business();
    const r = await api.post('/v1/integrations', { body: { provider: 'stripe', signing_secret: SECRET } });
    expect(r.status, r.text).to.equal(201);
    const data = r.body.data;
    expect(Object.keys(data).sort()).to.deep.equal([
      'created_at',
      'endpoint_url',
      'id',
      'last_event_at',
      'provider',
    ]);
    expect(data).to.include({ provider: 'stripe', last_event_at: null });
    expect(data.endpoint_url).to.equal(`https://affiliates.test/hooks/stripe/${data.id}`);
    expect(r.text).not.to.include(SECRET);

    const again = await api.post('/v1/integrations', {
      body: { provider: 'stripe', signing_secret: 'whsec_other_0123456789' },
    });
    expect(again.status).to.equal(409);
    expect(again.body.error.code).to.equal('INTEGRATION_EXISTS');
    const paddle = await api.post('/v1/integrations', {
      body: { provider: 'paddle', signing_secret: 'pdl_ntfset_0123456789' },
    });
    expect(paddle.status).to.equal(201);

    // Sealed at rest: the stored value is not the secret, and opens to it with the key.
    const stored = await d.db.one<{ secret: string }>(
      'SELECT secret FROM billing_integrations WHERE id = $1',
      [data.id],
    );
    expect(stored.secret).not.to.include(SECRET);
    expect(openSecret(key, stored.secret)).to.equal(SECRET);

    const list = await api.get('/v1/integrations');
    expect(list.status).to.equal(200);
    expect(list.body.data.meta).to.include({ total: 2, current_page: 1 });
    expect(list.body.data.items.map((i: { provider: string }) => i.provider).sort()).to.deep.equal([
      'paddle',
      'stripe',
    ]);
    expect(list.text).not.to.include(SECRET);
    expect((await api.get(`/v1/integrations/${data.id}`)).body.data).to.deep.equal(data);
    expect(id).to.be.a('number');
  });

  it('refuses an unknown provider or a missing secret (422), and needs settings scopes', async () => {
    const { id, api } = await business();
    for (const body of [{ provider: 'square', signing_secret: SECRET }, { provider: 'stripe' }, {}]) {
      const r = await api.post('/v1/integrations', { body });
      expect(r.status, JSON.stringify(body)).to.equal(422);
    }
    const readOnly = client(url, await tokenWithScopes(id, ['settings:read']));
    expect(
      (await readOnly.post('/v1/integrations', { body: { provider: 'stripe', signing_secret: SECRET } }))
        .status,
    ).to.equal(403);
    expect((await readOnly.get('/v1/integrations')).status).to.equal(200);
    const noSettings = client(url, await tokenWithScopes(id, ['orders:read']));
    expect((await noSettings.get('/v1/integrations')).status).to.equal(403);
  });

  it("a hook's event shows in the log and in last_event_at; another business's id is 404; DELETE is 204 and the hook then 400", async () => {
    const { api } = await business();
    const other = await business();
    const created = (
      await api.post('/v1/integrations', { body: { provider: 'stripe', signing_secret: SECRET } })
    ).body.data;
    const e = fixture('stripe/customer.created');
    const body = bodyOf(e);
    expect((await postHook(url, created.endpoint_url, body, stripeHeaders(body, SECRET))).status).to.equal(
      200,
    );

    const log = await api.get(`/v1/integrations/${created.id}/events?per_page=1`);
    expect(log.status).to.equal(200);
    expect(log.body.data.meta).to.include({ total: 1, per_page: 1 });
    const [entry] = log.body.data.items;
    expect(Object.keys(entry).sort()).to.deep.equal(
      ['error', 'id', 'order_id', 'outcome', 'provider_event_id', 'received_at', 'type'].sort(),
    );
    expect(entry).to.include({ provider_event_id: e.id, type: 'customer.created' });
    const after = (await api.get(`/v1/integrations/${created.id}`)).body.data;
    expect(after.last_event_at).to.equal(entry.received_at);

    for (const path of [`/v1/integrations/${created.id}`, `/v1/integrations/${created.id}/events`])
      expect((await other.api.get(path)).status, path).to.equal(404);
    expect((await other.api.delete(`/v1/integrations/${created.id}`)).status).to.equal(404);

    expect((await api.delete(`/v1/integrations/${created.id}`)).status).to.equal(204);
    expect((await api.get(`/v1/integrations/${created.id}`)).status).to.equal(404);
    const e2 = fixture('stripe/customer.created');
    e2.id = 'evt_after_delete';
    const body2 = bodyOf(e2);
    expect((await postHook(url, created.endpoint_url, body2, stripeHeaders(body2, SECRET))).status).to.equal(
      400,
    );
    // Deleted, a new one of the provider may be made.
    expect(
      (await api.post('/v1/integrations', { body: { provider: 'stripe', signing_secret: SECRET } })).status,
    ).to.equal(201);
  });
});
