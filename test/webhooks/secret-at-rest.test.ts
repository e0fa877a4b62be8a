import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { Webhook } from 'standardwebhooks';
import { ConfigError, loadConfig, type Config } from '../../api/config';
import type { Deps } from '../../api/deps';
import { openSecret, sealSecret } from '../../api/security/secret-box';
import { startWorkers, type WorkerPool } from '../../workers/index';
import { webhooksProcessor } from '../../workers/processors/webhooks';
import { deps as sharedDeps, startServer } from '../helpers/context';
import { newBusiness, uniq } from '../helpers/fixtures';
import { client, type Client } from '../helpers/http';
import { waitFor } from '../helpers/wait';
import { Receiver, type Received } from './receiver';

/** Signing secrets sealed at rest with WEBHOOK_SECRET_KEY (README, "Security"). */
describe('webhooks: signing secrets at rest', function () {
  this.timeout(60_000);
  const key = randomBytes(32);
  let d: Deps;
  let url: string;
  let rx: Receiver;
  let workers: WorkerPool | undefined;

  const withKey = (secretKey: Buffer | undefined, base: Config): Config => ({
    ...base,
    webhooks: { ...base.webhooks, allowPrivateUrls: true, relayIntervalMs: 50, secretKey },
  });

  before(async () => {
    const base = await sharedDeps();
    ({ url, deps: d } = await startServer({ config: withKey(key, base.config) }));
    rx = await new Receiver().start();
  });

  afterEach(async () => {
    await workers?.close();
    workers = undefined;
  });

  after(async () => {
    await rx?.close();
  });

  const stored = (id: number) =>
    d.db.one<{ secret: string; previous_secret: string | null }>(
      'SELECT secret, previous_secret FROM webhook_endpoints WHERE id = $1',
      [id],
    );

  async function testEvent(api: Client, id: number, path: string): Promise<Received> {
    const before = rx.at(path).length;
    expect((await api.post(`/v1/webhooks/${id}/test`)).status).to.equal(202);
    const got = await waitFor(
      'the test event',
      async () => rx.at(path),
      (r) => r.length > before,
    );
    return got[got.length - 1];
  }

  it('stores the secret sealed; deliveries are signed with it, and with both after a rotation', async () => {
    workers = startWorkers(d, [webhooksProcessor]);
    const api = client(url, (await newBusiness(d)).token);
    const path = `/ok/${uniq()}`;
    const made = await api.post('/v1/webhooks', { body: { url: `${rx.url}${path}`, events: ['*'] } });
    expect(made.status, made.text).to.equal(201);
    const { id, secret } = made.body.data as { id: number; secret: string };
    const row = await stored(id);
    expect(row.secret).to.match(/^sealed:v1:/);
    expect(row.secret).to.not.include(secret.slice(6));
    expect(openSecret(key, row.secret)).to.equal(secret);

    const first = await testEvent(api, id, path);
    expect(() =>
      new Webhook(secret).verify(first.body, first.headers as Record<string, string>),
    ).to.not.throw();

    const rotated = await api.post(`/v1/webhooks/${id}/rotate-secret`);
    expect(rotated.status, rotated.text).to.equal(200);
    const next = rotated.body.data.secret as string;
    const after = await stored(id);
    expect(after.secret).to.match(/^sealed:v1:/);
    expect(after.previous_secret).to.equal(row.secret);
    const second = await testEvent(api, id, path);
    const headers = second.headers as Record<string, string>;
    expect(headers['webhook-signature'].split(' ')).to.have.length(2);
    for (const s of [next, secret]) expect(() => new Webhook(s).verify(second.body, headers)).to.not.throw();
  });

  it('keeps signing with a secret stored before the key was set', async () => {
    workers = startWorkers(d, [webhooksProcessor]);
    const api = client(url, (await newBusiness(d)).token);
    const path = `/ok/${uniq()}`;
    const made = await api.post('/v1/webhooks', { body: { url: `${rx.url}${path}`, events: ['*'] } });
    const plain = `whsec_${randomBytes(32).toString('base64')}`;
    await d.db.none('UPDATE webhook_endpoints SET secret = $2 WHERE id = $1', [made.body.data.id, plain]);
    const got = await testEvent(api, made.body.data.id, path);
    expect(() => new Webhook(plain).verify(got.body, got.headers as Record<string, string>)).to.not.throw();
  });

  it('fails the attempt, sending nothing, when a sealed secret cannot be opened', async () => {
    // A worker without the key (or with another one) cannot sign: nothing goes out unsigned.
    workers = startWorkers({ ...d, config: withKey(undefined, d.config) }, [webhooksProcessor]);
    const api = client(url, (await newBusiness(d)).token);
    const path = `/ok/${uniq()}`;
    const made = await api.post('/v1/webhooks', { body: { url: `${rx.url}${path}`, events: ['*'] } });
    const id = made.body.data.id as number;
    expect((await api.post(`/v1/webhooks/${id}/test`)).status).to.equal(202);
    const [delivery] = await waitFor(
      'the failed attempt',
      async () => (await api.get(`/v1/webhooks/${id}/deliveries`)).body.data.items,
      (items: { attempts: number; last_error: string | null }[]) =>
        items.length === 1 && items[0].attempts === 1,
    );
    expect(delivery).to.include({ status: 'pending', last_response_status: null });
    expect(delivery.last_error).to.match(/WEBHOOK_SECRET_KEY/);
    expect(rx.at(path)).to.have.length(0);
    expect(() => openSecret(randomBytes(32), sealSecret(key, 'whsec_x'))).to.throw(/does not open/);
  });

  it('refuses a WEBHOOK_SECRET_KEY that is not 32 bytes, without echoing it', () => {
    const bad = randomBytes(16).toString('base64');
    expect(() => loadConfig({ WEBHOOK_SECRET_KEY: bad }))
      .to.throw(ConfigError, /WEBHOOK_SECRET_KEY/)
      .and.satisfy((e: Error) => !e.message.includes(bad));
    expect(loadConfig({ WEBHOOK_SECRET_KEY: key.toString('base64') }).webhooks.secretKey).to.deep.equal(key);
    expect(loadConfig({}).webhooks.secretKey).to.equal(undefined);
  });
});
