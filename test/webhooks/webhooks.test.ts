import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { Webhook } from 'standardwebhooks';
import { loadConfig, type Config } from '../../api/config';
import type { Deps } from '../../api/deps';
import { ALL_SCOPES } from '../../api/security/scopes';
import { createApiKey } from '../../api/businesses/business.service';
import { recordConversion } from '../../api/features/conversions/record-conversion';
import { applyTransition } from '../../api/orders/order-transitions';
import { retryDelayMs } from '../../api/features/webhooks/delivery';
import { EVENT_TYPES } from '../../api/outbox/event-types';
import { postWebhook } from '../../api/features/webhooks/http-post';
import { purgeWebhookEvents } from '../../api/features/webhooks/retention';
import { startWorkers, type WorkerPool } from '../../workers/index';
import { webhooksProcessor } from '../../workers/processors/webhooks';
import { deps as sharedDeps, startServer } from '../helpers/context';
import { newAffiliate, newBusiness, tokenWithScopes, uniq, type TestBusiness } from '../helpers/fixtures';
import { call, client, type Client } from '../helpers/http';
import { insertConversion } from '../helpers/orders';
import { conversionJob } from '../helpers/tracking';
import { creditApproved } from '../helpers/reports';
import { waitFor } from '../helpers/wait';
import { Receiver, type Received } from './receiver';

const FAST_RETRIES = [100, 100, 100, 100, 100, 100, 100];

describe('webhooks', function () {
  this.timeout(60_000);
  let base: Deps;
  let d: Deps;
  let url: string;
  let workers: WorkerPool;
  let rx: Receiver;

  before(async () => {
    base = await sharedDeps();
    const config: Config = {
      ...base.config,
      webhooks: {
        ...base.config.webhooks,
        allowPrivateUrls: true,
        timeoutMs: 1_500,
        retryDelaysMs: FAST_RETRIES,
        relayIntervalMs: 50,
        concurrency: 32,
        perEndpointConcurrency: 4,
      },
    };
    ({ url, deps: d } = await startServer({ config }));
    rx = await new Receiver().start();
    workers = startWorkers(d, [webhooksProcessor]);
  });

  after(async () => {
    await workers?.close();
    await rx?.close();
  });

  /** A fresh business (its own rate budget) and an endpoint of it at `path`. */
  async function endpoint(path: string, events: string[] = ['*'], biz?: TestBusiness) {
    const b = biz ?? (await newBusiness());
    const api = client(url, b.token);
    const r = await api.post('/v1/webhooks', { body: { url: `${rx.url}${path}`, events } });
    expect(r.status, r.text).to.equal(201);
    return { biz: b, api, hook: r.body.data as { id: number; secret: string } };
  }

  const parsed = (r: Received) => JSON.parse(r.body);

  async function deliveries(api: Client, id: number, status?: string) {
    const r = await api.get(`/v1/webhooks/${id}/deliveries${status ? `?status=${status}` : ''}`);
    expect(r.status, r.text).to.equal(200);
    return r.body.data.items as Record<string, unknown>[];
  }

  describe('endpoints', () => {
    it('creates (201, secret once), reads, lists, updates and deletes an endpoint', async () => {
      const { biz, api, hook } = await endpoint(`/ok/${uniq()}`, ['affiliate.created', 'payout.created']);
      expect(hook.secret).to.match(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(Buffer.from(hook.secret.slice(6), 'base64')).to.have.length(32);
      const got = await api.get(`/v1/webhooks/${hook.id}`);
      expect(got.status).to.equal(200);
      expect(got.body.data).to.include({ id: hook.id, is_active: true, description: null });
      expect(got.body.data).to.not.have.property('secret');
      expect(got.body.data.events).to.deep.equal(['affiliate.created', 'payout.created']);
      const list = await api.get('/v1/webhooks');
      expect(list.body.data.items.map((w: { id: number }) => w.id)).to.deep.equal([hook.id]);
      expect(list.body.data.items[0]).to.not.have.property('secret');
      expect(list.body.data.meta.total).to.equal(1);
      const patched = await api.patch(`/v1/webhooks/${hook.id}`, {
        body: { events: ['*'], description: 'CRM', is_active: false },
      });
      expect(patched.status, patched.text).to.equal(200);
      expect(patched.body.data).to.include({ description: 'CRM', is_active: false });
      expect(patched.body.data.events).to.deep.equal(['*']);
      const del = await api.delete(`/v1/webhooks/${hook.id}`);
      expect(del.status).to.equal(204);
      expect((await api.get(`/v1/webhooks/${hook.id}`)).status).to.equal(404);
      expect(biz.id).to.be.a('number');
    });

    it("answers 404 for another business's endpoint on every route", async () => {
      const { hook } = await endpoint(`/ok/${uniq()}`);
      const other = client(url, (await newBusiness()).token);
      for (const [method, path] of [
        ['get', `/v1/webhooks/${hook.id}`],
        ['patch', `/v1/webhooks/${hook.id}`],
        ['delete', `/v1/webhooks/${hook.id}`],
        ['post', `/v1/webhooks/${hook.id}/rotate-secret`],
        ['post', `/v1/webhooks/${hook.id}/test`],
        ['get', `/v1/webhooks/${hook.id}/deliveries`],
        ['post', `/v1/webhooks/${hook.id}/deliveries/1/retry`],
      ] as const) {
        const r = await other[method](path, method === 'patch' ? { body: { description: 'x' } } : {});
        expect(r.status, `${method} ${path}`).to.equal(404);
      }
    });

    it('refuses invalid bodies with 422 naming each field', async () => {
      const api = client(url, (await newBusiness()).token);
      for (const [body, fields] of [
        [{}, ['url', 'events']],
        [{ url: 'ftp://example.com/x', events: ['*'] }, ['url']],
        [{ url: 'not a url', events: [] }, ['url', 'events']],
        [{ url: 'https://example.com/x', events: ['order.shipped'] }, ['events.0']],
        [{ url: `https://example.com/${'a'.repeat(2100)}`, events: ['*'] }, ['url']],
        [{ url: 'https://example.com/x', events: ['*'], is_active: 'yes' }, ['is_active']],
      ] as const) {
        const r = await api.post('/v1/webhooks', { body });
        expect(r.status, JSON.stringify(body)).to.equal(422);
        expect(Object.keys(r.body.error.details)).to.include.members([...fields]);
      }
    });

    it('holds a business to 20 endpoints', async () => {
      const biz = await newBusiness();
      const api = client(url, biz.token);
      for (let i = 0; i < 20; i += 1)
        expect(
          (await api.post('/v1/webhooks', { body: { url: `https://example.com/${i}`, events: ['*'] } }))
            .status,
        ).to.equal(201);
      const r = await api.post('/v1/webhooks', { body: { url: 'https://example.com/21', events: ['*'] } });
      expect(r.status).to.equal(422);
      expect(r.body.error.details).to.have.property('url');
      // Another business is not held by this one's count.
      expect((await endpoint(`/ok/${uniq()}`)).hook.id).to.be.a('number');
    });

    it('needs webhooks:read and webhooks:write', async () => {
      const biz = await newBusiness();
      const readOnly = client(url, await tokenWithScopes(biz.id, ['webhooks:read']));
      expect((await readOnly.get('/v1/webhooks')).status).to.equal(200);
      expect((await readOnly.get('/v1/events')).status).to.equal(200);
      expect(
        (await readOnly.post('/v1/webhooks', { body: { url: 'https://example.com', events: ['*'] } })).status,
      ).to.equal(403);
      const none = client(url, await tokenWithScopes(biz.id, ['orders:read']));
      expect((await none.get('/v1/webhooks')).status).to.equal(403);
    });
  });

  describe('private addresses', () => {
    it('refuses loopback, private, link-local and unique-local hosts at creation unless allowed', async () => {
      const strict = await startServer({
        config: { ...base.config, webhooks: { ...base.config.webhooks, allowPrivateUrls: false } },
      });
      const api = client(strict.url, (await newBusiness()).token);
      for (const host of [
        '127.0.0.1',
        'localhost',
        '10.1.2.3',
        '192.168.0.1',
        '172.16.5.5',
        '169.254.169.254',
        '[::1]',
        '[fd00::1]',
        '[fe80::1]',
        '[::ffff:127.0.0.1]',
        '0.0.0.0',
      ]) {
        const r = await api.post('/v1/webhooks', { body: { url: `http://${host}/hook`, events: ['*'] } });
        expect(r.status, host).to.equal(422);
        expect(r.body.error.details).to.have.property('url');
      }
      const ok = await api.post('/v1/webhooks', {
        body: { url: 'https://93.184.215.14/hook', events: ['*'] },
      });
      expect(ok.status, ok.text).to.equal(201);
      // Moving an endpoint onto a private address is refused the same way.
      const moved = await api.patch(`/v1/webhooks/${ok.body.data.id}`, {
        body: { url: 'http://10.0.0.7/hook' },
      });
      expect(moved.status).to.equal(422);
      expect(moved.body.error.details).to.have.property('url');
    });

    it('refuses them again at delivery: nothing reaches a private receiver', async () => {
      const before = rx.received.length;
      const opts = { timeoutMs: 1_000, allowPrivate: false };
      expect(await postWebhook(`${rx.url}/ok/direct`, {}, '{}', opts)).to.deep.include({ kind: 'refused' });
      const viaName = rx.url.replace('127.0.0.1', 'localhost');
      expect(await postWebhook(`${viaName}/ok/named`, {}, '{}', opts)).to.deep.include({ kind: 'refused' });
      expect(rx.received.length).to.equal(before);
      expect(
        await postWebhook(`${rx.url}/ok/allowed`, {}, '{}', { ...opts, allowPrivate: true }),
      ).to.deep.equal({
        kind: 'answered',
        status: 200,
      });
    });
  });

  describe('events', () => {
    it('delivers each event type once, signed, with the documented body, and lists it in /v1/events', async () => {
      const path = `/ok/${uniq()}`;
      const { biz, api, hook } = await endpoint(path);
      const wh = new Webhook(hook.secret);
      // Affiliates and links.
      const created = await api.post('/v1/affiliates', {
        body: { name: 'Ada', email: `${uniq('ada')}@example.com`, password: 'password123' },
      });
      expect(created.status, created.text).to.equal(201);
      const affId = created.body.data.id as number;
      expect((await api.patch(`/v1/affiliates/${affId}`, { body: { notes: 'vip' } })).status).to.equal(200);
      // The affiliate asks the portal for a password reset: the merchant's mailer gets the token.
      const reset = await call(url, 'POST', '/v1/portal/password-reset', {
        body: { business: biz.slug, email: created.body.data.affiliate_user.email },
      });
      expect(reset.status, reset.text).to.equal(202);
      expect((await api.post(`/v1/affiliates/${affId}/suspend`, { body: {} })).status).to.equal(200);
      const link = await api.post(`/v1/affiliates/${affId}/links`, {
        body: { destination_url: 'https://shop.example.com/' },
      });
      expect(link.status, link.text).to.equal(201);
      expect((await api.delete(`/v1/links/${link.body.data.id}`)).status).to.equal(204);
      // Conversions: recorded by the worker's code, then approved, rejected, cancelled.
      const orderId = uniq('ord');
      await recordConversion(d, conversionJob(biz.id, { orderId, orderTotal: '120.00', subtotal: '120.00' }));
      // One a fraud rule flags (a disposable e-mail).
      const flaggedId = uniq('ord');
      await recordConversion(
        d,
        conversionJob(biz.id, { orderId: flaggedId, customerEmail: 'x@mailinator.com' }),
      );
      const payee = await newAffiliate(biz.id, {}, d);
      const a = await insertConversion(biz.id, { affiliate_id: payee.id }, d);
      const b = await insertConversion(biz.id, {}, d);
      const c = await insertConversion(biz.id, {}, d);
      expect((await api.post(`/v1/orders/${a.id}/approve`, { body: {} })).status).to.equal(200);
      const approvedOrder = await api.get(`/v1/orders/${a.id}`);
      expect((await api.post(`/v1/orders/${b.id}/reject`, { body: { reason: 'fraud' } })).status).to.equal(
        200,
      );
      const cancelled = await api.post(`/v1/conversions/${encodeURIComponent(c.order_id)}/cancel`, {
        body: {},
      });
      expect(cancelled.status, cancelled.text).to.equal(200);
      // A refund of the approved order, and a merchant's adjustment.
      const refund = await api.post(`/v1/conversions/${encodeURIComponent(a.order_id)}/refund`, {
        body: { refund_id: 're_1', amount: 1, reason: 'one item back' },
      });
      expect(refund.status, refund.text).to.equal(200);
      const adjustment = await api.post(`/v1/affiliates/${payee.id}/adjustments`, {
        body: { amount: 2.5, memo: 'launch bonus' },
      });
      expect(adjustment.status, adjustment.text).to.equal(201);
      // Payouts, from a balance the ledger holds.
      const paid = await insertConversion(
        biz.id,
        { affiliate_id: payee.id, status: 'approved', commission_amount: '50.00' },
        d,
      );
      await creditApproved(d, biz.id, [paid.id]);
      const p1 = await api.post('/v1/payouts', { body: { affiliate_id: payee.id, amount: 10 } });
      const p2 = await api.post('/v1/payouts', { body: { affiliate_id: payee.id, amount: 5 } });
      expect(p1.status, p1.text).to.equal(201);
      expect((await api.post(`/v1/payouts/${p1.body.data.id}/complete`, { body: {} })).status).to.equal(200);
      expect((await api.post(`/v1/payouts/${p2.body.data.id}/fail`, { body: {} })).status).to.equal(200);
      // A payout run (nobody has a payout method: it is empty), then completed.
      const run = await api.post('/v1/payout-runs', { body: {} });
      expect(run.status, run.text).to.equal(201);
      expect((await api.post(`/v1/payout-runs/${run.body.data.id}/complete`, { body: {} })).status).to.equal(
        200,
      );
      expect((await api.delete(`/v1/affiliates/${affId}`)).status).to.equal(204);
      expect((await api.post(`/v1/webhooks/${hook.id}/test`)).status).to.equal(202);

      const expected = [...EVENT_TYPES];
      const got = await waitFor(
        'every event type at the receiver',
        async () => rx.at(path),
        (r) => r.length >= expected.length + 2,
      );
      // Let any duplicate arrive before counting.
      await new Promise((r) => setTimeout(r, 300));
      const bodies = rx.at(path).map((r) => {
        const body = wh.verify(r.body, r.headers as Record<string, string>) as Record<string, unknown>;
        expect(r.headers['content-type']).to.equal('application/json');
        expect(r.headers['webhook-id']).to.equal(body.id);
        expect(Math.abs(Number(r.headers['webhook-timestamp']) - Date.now() / 1000)).to.be.below(30);
        return body as {
          id: string;
          type: string;
          business_id: number;
          created_at: string;
          data: Record<string, any>;
        };
      });
      expect(got.length).to.be.at.least(expected.length);
      const types = bodies.map((x) => x.type).sort();
      // payout.created twice (two payouts), conversion.created twice (the flagged order's too);
      // every other type once.
      expect(types).to.deep.equal([...expected, 'payout.created', 'conversion.created'].sort());
      expect(new Set(bodies.map((x) => x.id)).size).to.equal(bodies.length);
      for (const body of bodies) {
        expect(Object.keys(body).sort()).to.deep.equal(['business_id', 'created_at', 'data', 'id', 'type']);
        expect(body.id).to.match(/^evt_[0-9a-f]{32}$/);
        expect(body.business_id).to.equal(biz.id);
        expect(body.created_at).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
        expect(body.data.object).to.be.an('object');
      }
      const byType = (t: string) => bodies.filter((x) => x.type === t).map((x) => x.data);
      expect(byType('affiliate.created')[0].object).to.deep.include({ id: affId, status: 'active' });
      expect(byType('affiliate.created')[0].object.affiliate_user).to.include({ name: 'Ada' });
      expect(byType('affiliate.updated')[0].object).to.include({ id: affId, notes: 'vip' });
      expect(byType('affiliate.status_changed')[0]).to.deep.include({ previous_status: 'active' });
      expect(byType('affiliate.status_changed')[0].object).to.include({ status: 'suspended' });
      expect(byType('affiliate.deleted')[0].object).to.include({ id: affId });
      const resetEvent = byType('affiliate.password_reset_requested')[0];
      expect(resetEvent.object).to.include({ id: affId, status: 'active' });
      expect(resetEvent.reset_token).to.be.a('string');
      expect(resetEvent.expires_at).to.match(/^\d{4}-\d\d-\d\dT/);
      expect(byType('link.created')[0].object).to.include({ id: link.body.data.id });
      expect(byType('link.deleted')[0].object).to.include({ id: link.body.data.id });
      const createdEvent = byType('conversion.created').find((e) => e.object.order_id === orderId)!;
      expect(createdEvent.object).to.include({ order_id: orderId, status: 'pending' });
      // As the order detail shows it: the recording's own statement read it back.
      const recorded = await api.get(`/v1/conversions/${encodeURIComponent(orderId)}`);
      expect(createdEvent.object).to.deep.equal(recorded.body.data);
      expect(byType('conversion.flagged')[0].object).to.deep.include({
        order_id: flaggedId,
        status: 'pending',
        risk: { flagged: true, reasons: ['disposable_email'] },
      });
      expect(byType('conversion.approved')[0].object).to.include({ id: a.id, status: 'approved' });
      expect(byType('conversion.rejected')[0].object).to.include({ id: b.id, status: 'rejected' });
      expect(byType('conversion.cancelled')[0].object).to.include({ id: c.id, status: 'cancelled' });
      const cents = (x: string) => Math.round(Number(x) * 100);
      const reversed =
        cents(refund.body.data.commission_amount) - cents(refund.body.data.net_commission_amount);
      expect(reversed).to.be.above(0);
      expect(byType('conversion.refunded')[0]).to.deep.include({
        refund: {
          refund_id: 're_1',
          amount: '1.00',
          commission_reversed: (reversed / 100).toFixed(2),
          reason: 'one item back',
        },
      });
      expect(byType('conversion.refunded')[0].object).to.deep.equal(refund.body.data);
      expect(byType('ledger.adjusted')[0]).to.deep.include({ affiliate_id: payee.id });
      expect(byType('ledger.adjusted')[0].object).to.deep.equal(adjustment.body.data);
      expect(byType('payout.completed')[0].object).to.include({ id: p1.body.data.id, status: 'completed' });
      expect(byType('payout.failed')[0].object).to.include({ id: p2.body.data.id, status: 'failed' });
      expect(byType('webhook.test')[0].object).to.include({ id: hook.id });
      // The approved order's object is what GET /v1/orders/{id} showed after the approval.
      expect(byType('conversion.approved')[0].object).to.deep.equal(approvedOrder.body.data);

      // The event log holds the same bodies, newest first, filterable by type.
      const log = await api.get('/v1/events?per_page=100');
      expect(log.status).to.equal(200);
      expect(log.body.data.meta.total).to.equal(bodies.length);
      const logged = new Map((log.body.data.items as { id: string }[]).map((e) => [e.id, e]));
      for (const body of bodies) expect(logged.get(body.id)).to.deep.equal(body);
      const only = await api.get('/v1/events?type=payout.created');
      expect(only.body.data.items.map((e: { type: string }) => e.type)).to.deep.equal([
        'payout.created',
        'payout.created',
      ]);
      expect((await api.get('/v1/events?type=nope')).status).to.equal(422);
      // Every delivery succeeded on its first attempt.
      const log2 = await deliveries(api, hook.id);
      expect(log2).to.have.length(bodies.length);
      for (const x of log2)
        expect(x).to.include({
          status: 'succeeded',
          attempts: 1,
          last_response_status: 200,
          next_attempt_at: null,
        });
    });

    it('delivers only subscribed types, and nothing to inactive endpoints', async () => {
      const on = `/ok/${uniq()}`;
      const off = `/ok/${uniq()}`;
      const { biz, api } = await endpoint(on, ['payout.created']);
      const r = await api.post('/v1/webhooks', {
        body: { url: `${rx.url}${off}`, events: ['*'], is_active: false },
      });
      expect(r.status).to.equal(201);
      expect(
        (
          await api.post('/v1/affiliates', {
            body: { name: 'B', email: `${uniq()}@example.com`, password: 'password123' },
          })
        ).status,
      ).to.equal(201);
      const payee = await newAffiliate(biz.id, {}, d);
      const owed = await insertConversion(
        biz.id,
        { affiliate_id: payee.id, status: 'approved', commission_amount: '9.00' },
        d,
      );
      await creditApproved(d, biz.id, [owed.id]);
      expect(
        (await api.post('/v1/payouts', { body: { affiliate_id: payee.id, amount: 1 } })).status,
      ).to.equal(201);
      await waitFor(
        'the payout event',
        async () => rx.at(on).length,
        (n) => n >= 1,
      );
      await new Promise((res) => setTimeout(res, 300));
      expect(rx.at(on).map((x) => parsed(x).type)).to.deep.equal(['payout.created']);
      expect(rx.at(off)).to.have.length(0);
    });

    it('emits nothing for a change that rolled back', async () => {
      const path = `/ok/${uniq()}`;
      const { biz, api } = await endpoint(path);
      const o = await insertConversion(biz.id, {}, d);
      await d.db
        .tx(async (tx) => {
          await applyTransition(tx, { businessId: biz.id, ids: [o.id], action: 'approve', actor: 'api' });
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      // A later change that commits is delivered; the rolled-back one never is.
      expect((await api.post(`/v1/orders/${o.id}/reject`, { body: {} })).status).to.equal(200);
      await waitFor(
        'the committed event',
        async () => rx.at(path).length,
        (n) => n >= 1,
      );
      await new Promise((res) => setTimeout(res, 300));
      expect(rx.at(path).map((x) => parsed(x).type)).to.deep.equal(['conversion.rejected']);
      const log = await api.get('/v1/events');
      expect(log.body.data.items.map((e: { type: string }) => e.type)).to.deep.equal(['conversion.rejected']);
    });

    it('bulk approval records one event per order', async () => {
      const path = `/ok/${uniq()}`;
      const { biz, api } = await endpoint(path, ['conversion.approved']);
      const ids = [];
      for (let i = 0; i < 30; i += 1) ids.push((await insertConversion(biz.id, {}, d)).id);
      const r = await api.post('/v1/orders/bulk-approve', { body: { ids } });
      expect(r.status, r.text).to.equal(200);
      const got = await waitFor(
        '30 approvals',
        async () => rx.at(path),
        (x) => x.length >= 30,
      );
      expect(got.map((x) => parsed(x).data.object.id).sort((p: number, q: number) => p - q)).to.deep.equal(
        ids,
      );
    });
  });

  describe('retries', () => {
    it('retries with the same webhook-id until the endpoint answers 2xx', async () => {
      const path = `/flaky/2/${uniq()}`;
      const { api, hook } = await endpoint(path);
      expect((await api.post(`/v1/webhooks/${hook.id}/test`)).status).to.equal(202);
      const got = await waitFor(
        'three attempts',
        async () => rx.at(path),
        (x) => x.length >= 3,
      );
      expect(new Set(got.map((x) => x.headers['webhook-id'])).size).to.equal(1);
      const [row] = await waitFor(
        'the delivery to succeed',
        () => deliveries(api, hook.id),
        (x) => x[0]?.status === 'succeeded',
      );
      expect(row).to.include({ attempts: 3, last_response_status: 204, last_error: null });
      // Each retry waited for its delay.
      expect(got[1].at - got[0].at).to.be.at.least(FAST_RETRIES[0]);
    });

    it('marks a delivery failed after the 8th failed attempt, then a manual retry sends it again', async () => {
      const path = `/fail/${uniq()}`;
      const { api, hook } = await endpoint(path);
      expect((await api.post(`/v1/webhooks/${hook.id}/test`)).status).to.equal(202);
      const [row] = await waitFor(
        'the delivery to fail',
        () => deliveries(api, hook.id),
        (x) => x[0]?.status === 'failed',
        20_000,
      );
      expect(row).to.include({
        attempts: 8,
        last_response_status: 500,
        last_error: 'HTTP 500',
        next_attempt_at: null,
      });
      expect(rx.at(path)).to.have.length(8);
      expect(new Set(rx.at(path).map((x) => x.headers['webhook-id'])).size).to.equal(1);
      expect((await deliveries(api, hook.id, 'failed')).length).to.equal(1);
      expect((await deliveries(api, hook.id, 'succeeded')).length).to.equal(0);

      const retry = await api.post(`/v1/webhooks/${hook.id}/deliveries/${row.id}/retry`);
      expect(retry.status, retry.text).to.equal(202);
      await waitFor(
        'the manual attempt',
        async () => rx.at(path).length,
        (n) => n === 9,
      );
      expect(rx.at(path)[8].headers['webhook-id']).to.equal(rx.at(path)[0].headers['webhook-id']);
      const [after] = await waitFor(
        'the attempt recorded',
        () => deliveries(api, hook.id),
        (x) => x[0]?.attempts === 9,
      );
      expect(after.status).to.equal('failed');
      expect(
        (await api.post(`/v1/webhooks/${hook.id}/deliveries/${Number(row.id) + 1_000_000}/retry`)).status,
      ).to.equal(404);
    });

    it('keeps the production schedule: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, with small jitter', () => {
      const delays = loadConfig().webhooks.retryDelaysMs;
      expect(delays).to.deep.equal([
        5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
      ]);
      expect(retryDelayMs(delays, 1, () => 0)).to.equal(5_000);
      expect(retryDelayMs(delays, 4, () => 0.999)).to.be.within(7_200_000, 7_920_000);
      expect(retryDelayMs(delays, 7, () => 0.5)).to.be.within(36_000_000, 39_600_000);
    });

    it('reads at most 64 KB of an answer: a 2xx with a large body succeeds', async () => {
      const path = `/big/${uniq()}`;
      const { api, hook } = await endpoint(path);
      expect((await api.post(`/v1/webhooks/${hook.id}/test`)).status).to.equal(202);
      const [row] = await waitFor(
        'the delivery to succeed',
        () => deliveries(api, hook.id),
        (x) => x[0]?.status === 'succeeded',
      );
      expect(row).to.include({ attempts: 1, last_response_status: 200 });
    });

    it('does not follow a redirect: a 3xx is a failed attempt', async () => {
      const path = `/redirect/${uniq()}`;
      const { api, hook } = await endpoint(path);
      expect((await api.post(`/v1/webhooks/${hook.id}/test`)).status).to.equal(202);
      const [row] = await waitFor(
        'a failed attempt',
        () => deliveries(api, hook.id),
        (x) => Number(x[0]?.attempts) >= 1,
      );
      expect(row).to.include({ status: 'pending', last_response_status: 302 });
      expect(rx.at('/ok/redirected')).to.have.length(0);
    });

    it('times out a receiver that never answers, while other endpoints keep being served', async () => {
      const hang = `/hang/${uniq()}`;
      const fast = `/ok/${uniq()}`;
      const slow = await endpoint(hang);
      const quick = await endpoint(fast);
      // Ten events for the dead endpoint: more than its share of workers.
      for (let i = 0; i < 10; i += 1) await slow.api.post(`/v1/webhooks/${slow.hook.id}/test`);
      await waitFor(
        'the dead endpoint to hold its share',
        async () => rx.at(hang).length,
        (n) => n >= 4,
      );
      const t0 = Date.now();
      expect((await quick.api.post(`/v1/webhooks/${quick.hook.id}/test`)).status).to.equal(202);
      await waitFor(
        'the other endpoint',
        async () => rx.at(fast).length,
        (n) => n === 1,
      );
      expect(Date.now() - t0).to.be.below(1_000);
      const rows = await waitFor(
        'timed-out attempts',
        () => deliveries(slow.api, slow.hook.id),
        (x) => x.some((r) => Number(r.attempts) >= 1),
      );
      const timedOut = rows.find((r) => Number(r.attempts) >= 1)!;
      expect(timedOut).to.include({ status: 'pending', last_response_status: null });
      expect(String(timedOut.last_error)).to.match(/no answer within/);
      // Deleting the endpoint drops its pending deliveries.
      expect((await slow.api.delete(`/v1/webhooks/${slow.hook.id}`)).status).to.equal(204);
      const left = await d.db.one<{ n: number }>(
        'SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1',
        [slow.hook.id],
      );
      expect(left.n).to.equal(0);
    });
  });

  describe('rotation', () => {
    it('signs with both secrets for 24 h after rotate-secret, and the new one is returned once', async () => {
      const path = `/ok/${uniq()}`;
      const { api, hook } = await endpoint(path);
      const rotated = await api.post(`/v1/webhooks/${hook.id}/rotate-secret`);
      expect(rotated.status, rotated.text).to.equal(200);
      const secret = rotated.body.data.secret as string;
      expect(secret)
        .to.match(/^whsec_/)
        .and.not.equal(hook.secret);
      expect((await api.get(`/v1/webhooks/${hook.id}`)).body.data).to.not.have.property('secret');
      expect((await api.post(`/v1/webhooks/${hook.id}/test`)).status).to.equal(202);
      const [got] = await waitFor(
        'the test event',
        async () => rx.at(path),
        (x) => x.length === 1,
      );
      const sigs = String(got.headers['webhook-signature']).split(' ');
      expect(sigs).to.have.length(2);
      for (const s of sigs) expect(s).to.match(/^v1,[A-Za-z0-9+/]+=*$/);
      const headers = got.headers as Record<string, string>;
      expect(new Webhook(secret).verify(got.body, headers)).to.include({ type: 'webhook.test' });
      expect(new Webhook(hook.secret).verify(got.body, headers)).to.include({ type: 'webhook.test' });
      // A secret that was never the endpoint's does not verify.
      expect(() =>
        new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(got.body, headers),
      ).to.throw();
      // After 24 h only the new secret signs.
      await d.db.none('UPDATE webhook_endpoints SET previous_secret_expires_at = now() WHERE id = $1', [
        hook.id,
      ]);
      expect((await api.post(`/v1/webhooks/${hook.id}/test`)).status).to.equal(202);
      const later = await waitFor(
        'the second test event',
        async () => rx.at(path),
        (x) => x.length === 2,
      );
      expect(String(later[1].headers['webhook-signature']).split(' ')).to.have.length(1);
      expect(() =>
        new Webhook(hook.secret).verify(later[1].body, later[1].headers as Record<string, string>),
      ).to.throw();
    });
  });

  describe('scopes', () => {
    it('the migration grants webhooks:read and webhooks:write to keys that held every other scope, only them', async () => {
      const biz = await newBusiness();
      const before = ALL_SCOPES.filter((x) => !x.startsWith('webhooks:'));
      const all = await createApiKey(d.db, biz.id, before);
      const some = await createApiKey(d.db, biz.id, ['orders:read', 'payouts:read']);
      const migration = fs.readFileSync(
        path.join(__dirname, '../../sql/migrations/014_webhooks.sql'),
        'utf8',
      );
      const grant = /UPDATE api_keys[\s\S]*?;/.exec(migration)![0];
      await d.db.none(grant);
      const scopesOf = async (key: string) =>
        (await d.db.one<{ scopes: string[] }>('SELECT scopes FROM api_keys WHERE api_key = $1', [key]))
          .scopes;
      expect(await scopesOf(all.api_key)).to.have.members([...ALL_SCOPES]);
      expect(await scopesOf(some.api_key)).to.have.members(['orders:read', 'payouts:read']);
      // A new business's key holds them from the start.
      expect(await scopesOf(biz.apiKey)).to.include.members(['webhooks:read', 'webhooks:write']);
    });
  });

  describe('operators', () => {
    it("counts attempts by outcome, the delivery lag and the webhooks queue's depth on /metrics", async () => {
      const ok = `/ok/${uniq()}`;
      const { api, hook } = await endpoint(ok);
      expect((await api.post(`/v1/webhooks/${hook.id}/test`)).status).to.equal(202);
      await waitFor(
        'the delivery',
        async () => rx.at(ok).length,
        (n) => n === 1,
      );
      const metrics = await call(url, 'GET', '/metrics', { token: d.config.adminToken });
      expect(metrics.status).to.equal(200);
      expect(metrics.text).to.match(/webhook_delivery_attempts_total\{outcome="succeeded"\} [1-9]/);
      expect(metrics.text).to.match(/webhook_delivery_attempts_total\{outcome="http_error"\} [1-9]/);
      expect(metrics.text).to.match(/webhook_delivery_lag_seconds_count [1-9]/);
      expect(metrics.text).to.include('queue_jobs{queue="webhooks"');
    });
  });

  describe('retention', () => {
    it('purges events older than 30 days with their deliveries', async () => {
      const path = `/ok/${uniq()}`;
      const { biz, api, hook } = await endpoint(path);
      expect((await api.post(`/v1/webhooks/${hook.id}/test`)).status).to.equal(202);
      await waitFor(
        'the delivery',
        async () => rx.at(path).length,
        (n) => n === 1,
      );
      await d.db.none(
        "UPDATE webhook_events SET created_at = now() - interval '31 days' WHERE business_id = $1",
        [biz.id],
      );
      expect((await api.post(`/v1/webhooks/${hook.id}/test`)).status).to.equal(202);
      expect(await purgeWebhookEvents(d)).to.be.at.least(1);
      const log = await api.get('/v1/events');
      expect(log.body.data.items).to.have.length(1);
      const rows = await deliveries(api, hook.id);
      expect(rows.length).to.be.at.most(1);
    });
  });
});
