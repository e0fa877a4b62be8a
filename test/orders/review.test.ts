import { expect } from 'chai';
import { startServer } from '../helpers/context';
import { newAffiliate, newBusiness, type TestBusiness, tokenWithScopes } from '../helpers/fixtures';
import { client, type Client } from '../helpers/http';
import { conversionAudit, conversionRow, insertConversion } from '../helpers/orders';

describe('orders: approve, reject, bulk and cancel', () => {
  let url: string;
  let biz: TestBusiness;
  let other: TestBusiness;
  let api: Client;

  before(async () => {
    ({ url } = await startServer());
    biz = await newBusiness();
    other = await newBusiness();
    api = client(url, biz.token);
  });

  const pending = (o: Parameters<typeof insertConversion>[1] = {}) => insertConversion(biz.id, o);

  describe('single approve and reject', () => {
    it('approve: pending → approved, version raised, the message names the order id, notes audited', async () => {
      const aff = await newAffiliate(biz.id);
      const c = await pending({ affiliate_id: aff.id, commission_amount: '12.34' });
      const before = await conversionRow(c.id);
      const r = await api.post(`/v1/orders/${c.id}/approve`, { body: { notes: 'Checked the payment' } });
      expect(r.status).to.equal(200);
      expect(r.body.success).to.equal(true);
      expect(r.body.message)
        .to.include(c.order_id)
        .and.to.match(/approved/i);
      expect(r.body.data).to.deep.equal({
        id: c.id,
        order_id: c.order_id,
        status: 'approved',
        commission_amount: '12.34',
        updated_at: r.body.data.updated_at,
      });
      const after = await conversionRow(c.id);
      expect(after.status).to.equal('approved');
      expect(after.version).to.equal(before.version + 1);
      expect(after.updated_at).to.equal(r.body.data.updated_at);
      expect(after.updated_at > before.updated_at).to.equal(true);
      const detail = await api.get(`/v1/orders/${c.id}`);
      expect(detail.body.data.status).to.equal('approved');
      expect(detail.body.data.updated_at).to.equal(r.body.data.updated_at);

      const audit = await conversionAudit(biz.id, c.id);
      expect(audit).to.have.length(1);
      expect(audit[0]).to.include({ kind: 'status_changed', entity_type: 'conversion', actor: 'api' });
      expect(audit[0].data).to.deep.equal({
        from: 'pending',
        to: 'approved',
        order_id: c.order_id,
        action: 'approve',
        bulk: false,
        notes: 'Checked the payment',
      });
    });

    it('approve without a body audits notes as null', async () => {
      const c = await pending();
      const r = await api.post(`/v1/orders/${c.id}/approve`);
      expect(r.status).to.equal(200);
      const [entry] = await conversionAudit(biz.id, c.id);
      expect(entry.data.notes).to.equal(null);
    });

    it('reject: pending → rejected, the commission amount kept, the reason audited', async () => {
      const c = await pending({ commission_amount: '7.50' });
      const r = await api.post(`/v1/orders/${c.id}/reject`, { body: { reason: 'Fraudulent order' } });
      expect(r.status).to.equal(200);
      expect(r.body.message)
        .to.include(c.order_id)
        .and.to.match(/rejected/i);
      expect(r.body.data).to.include({ id: c.id, status: 'rejected', commission_amount: '7.50' });
      expect((await conversionRow(c.id)).status).to.equal('rejected');
      const audit = await conversionAudit(biz.id, c.id);
      expect(audit).to.have.length(1);
      expect(audit[0].data).to.include({
        from: 'pending',
        to: 'rejected',
        reason: 'Fraudulent order',
        bulk: false,
      });
    });

    for (const action of ['approve', 'reject'] as const) {
      for (const status of ['approved', 'rejected', 'cancelled'] as const) {
        it(`${action} of a ${status} order is 409 INVALID_STATUS naming the status; nothing changes`, async () => {
          const c = await pending({ status });
          const r = await api.post(`/v1/orders/${c.id}/${action}`, { body: {} });
          expect(r.status).to.equal(409);
          expect(r.body.success).to.equal(false);
          expect(r.body.error.code).to.equal('INVALID_STATUS');
          expect(r.body.error.message).to.include(status);
          const row = await conversionRow(c.id);
          expect(row).to.include({ status, version: 1 });
          expect(await conversionAudit(biz.id, c.id)).to.deep.equal([]);
        });
      }
    }

    it('404 for another business’s order (left untouched) and for an unknown id', async () => {
      const foreign = await insertConversion(other.id);
      for (const action of ['approve', 'reject']) {
        for (const id of [foreign.id, 999_999_999]) {
          const r = await api.post(`/v1/orders/${id}/${action}`, { body: {} });
          expect(r.status).to.equal(404);
          expect(r.body.error.code).to.equal('NOT_FOUND');
        }
        expect((await api.post(`/v1/orders/abc/${action}`, { body: {} })).status).to.equal(404);
      }
      expect(await conversionRow(foreign.id)).to.include({ status: 'pending', version: 1 });
      expect(await conversionAudit(other.id, foreign.id)).to.deep.equal([]);
    });

    it('notes and reason are at most 1000 characters', async () => {
      const c = await pending();
      const a = await api.post(`/v1/orders/${c.id}/approve`, { body: { notes: 'n'.repeat(1001) } });
      expect(a.status).to.equal(422);
      expect(a.body.error.details).to.have.keys('notes');
      const r = await api.post(`/v1/orders/${c.id}/reject`, { body: { reason: 'r'.repeat(1001) } });
      expect(r.status).to.equal(422);
      expect(r.body.error.details).to.have.keys('reason');
      expect((await conversionRow(c.id)).status).to.equal('pending');
      const ok = await api.post(`/v1/orders/${c.id}/reject`, { body: { reason: 'r'.repeat(1000) } });
      expect(ok.status).to.equal(200);
    });

    it('NUL characters in notes, reasons or an order id are refused, not a database error', async () => {
      const c = await pending();
      const a = await api.post(`/v1/orders/${c.id}/approve`, { body: { notes: 'a\u0000b' } });
      expect(a.status).to.equal(422);
      expect(a.body.error.details).to.have.keys('notes');
      const b = await api.post('/v1/orders/bulk-reject', { body: { ids: [c.id], reason: '\u0000' } });
      expect(b.status).to.equal(422);
      expect(b.body.error.details).to.have.keys('reason');
      expect((await api.post('/v1/conversions/a%00b/cancel')).status).to.equal(404);
      expect(await conversionRow(c.id)).to.include({ status: 'pending', version: 1 });
    });

    it('a lone UTF-16 surrogate in notes or a reason is stored as U+FFFD, not a database error', async () => {
      const [a, b, c, d] = [await pending(), await pending(), await pending(), await pending()];
      expect((await api.post(`/v1/orders/${a.id}/approve`, { body: { notes: 'a\ud800b' } })).status).to.equal(
        200,
      );
      expect((await api.post(`/v1/orders/${b.id}/reject`, { body: { reason: 'a\udc00b' } })).status).to.equal(
        200,
      );
      const bulk = await api.post('/v1/orders/bulk-reject', { body: { ids: [c.id], reason: '\ud83d!' } });
      expect(bulk.status).to.equal(200);
      const cancel = await api.post(`/v1/conversions/${encodeURIComponent(d.order_id)}/cancel`, {
        body: { reason: 'x\ud800' },
      });
      expect(cancel.status).to.equal(200);
      expect((await conversionAudit(biz.id, a.id))[0].data.notes).to.equal('a\ufffdb');
      expect((await conversionAudit(biz.id, b.id))[0].data.reason).to.equal('a\ufffdb');
      expect((await conversionAudit(biz.id, c.id))[0].data.reason).to.equal('\ufffd!');
      expect((await conversionAudit(biz.id, d.id))[0].data.reason).to.equal('x\ufffd');
    });

    it('two approvals racing: one 200, one 409, one audit entry', async () => {
      const c = await pending();
      const results = await Promise.all([
        api.post(`/v1/orders/${c.id}/approve`, { body: { notes: 'first' } }),
        api.post(`/v1/orders/${c.id}/approve`, { body: { notes: 'second' } }),
        api.post(`/v1/orders/${c.id}/reject`, { body: { reason: 'third' } }),
      ]);
      expect(results.map((r) => r.status).sort()).to.deep.equal([200, 409, 409]);
      expect(await conversionAudit(biz.id, c.id)).to.have.length(1);
      expect((await conversionRow(c.id)).version).to.equal(2);
    });

    it('401 without a token; 403 without orders:write', async () => {
      const c = await pending();
      const readOnly = client(url, await tokenWithScopes(biz.id, ['orders:read', 'conversions:write']));
      for (const path of [
        `/v1/orders/${c.id}/approve`,
        `/v1/orders/${c.id}/reject`,
        '/v1/orders/bulk-approve',
        '/v1/orders/bulk-reject',
      ]) {
        const body = { ids: [c.id] };
        expect((await client(url).post(path, { body })).status, path).to.equal(401);
        const f = await readOnly.post(path, { body });
        expect(f.status, path).to.equal(403);
        expect(f.body.error.code).to.equal('FORBIDDEN');
      }
      expect((await conversionRow(c.id)).status).to.equal('pending');
    });

    it('writes carry the write rate-limit headers', async () => {
      const c = await pending();
      const r = await api.post(`/v1/orders/${c.id}/approve`);
      expect(r.headers.get('x-ratelimit-limit')).to.equal('60');
    });
  });

  describe('bulk', () => {
    it('bulk-approve approves the pending ids and skips approved, unknown and foreign ones silently', async () => {
      const p = [await pending(), await pending(), await pending()];
      const approved = await pending({ status: 'approved' });
      const foreign = await insertConversion(other.id);
      const ids = [p[0].id, approved.id, 999_999_999, p[1].id, foreign.id, p[2].id];
      const r = await api.post('/v1/orders/bulk-approve', { body: { ids } });
      expect(r.status).to.equal(200);
      expect(r.body.data).to.deep.equal({ approved_count: 3, requested_count: 6, skipped_count: 3 });
      expect(r.body.message).to.match(/\b3 orders approved\b/);
      for (const c of p) {
        expect((await conversionRow(c.id)).status).to.equal('approved');
        const audit = await conversionAudit(biz.id, c.id);
        expect(audit).to.have.length(1);
        expect(audit[0].data).to.include({ from: 'pending', to: 'approved', bulk: true, notes: null });
      }
      expect(await conversionRow(approved.id)).to.include({ status: 'approved', version: 1 });
      expect(await conversionAudit(biz.id, approved.id)).to.deep.equal([]);
      expect(await conversionRow(foreign.id)).to.include({ status: 'pending', version: 1 });
      expect(await conversionAudit(other.id, foreign.id)).to.deep.equal([]);
    });

    it('bulk-reject applies the reason to every rejected order', async () => {
      const p = [await pending(), await pending()];
      const cancelled = await pending({ status: 'cancelled' });
      const r = await api.post('/v1/orders/bulk-reject', {
        body: { ids: [p[0].id, p[1].id, cancelled.id], reason: 'Returned goods' },
      });
      expect(r.status).to.equal(200);
      expect(r.body.data).to.deep.equal({ rejected_count: 2, requested_count: 3, skipped_count: 1 });
      expect(r.body.message).to.match(/\b2 orders rejected\b/);
      for (const c of p) {
        expect((await conversionRow(c.id)).status).to.equal('rejected');
        const [entry] = await conversionAudit(biz.id, c.id);
        expect(entry.data).to.include({ to: 'rejected', reason: 'Returned goods', bulk: true });
      }
      expect((await conversionRow(cancelled.id)).status).to.equal('cancelled');
    });

    it('a bulk call with nothing pending answers 200 with zero changed', async () => {
      const r = await api.post('/v1/orders/bulk-approve', { body: { ids: [999_999_998] } });
      expect(r.status).to.equal(200);
      expect(r.body.data).to.deep.equal({ approved_count: 0, requested_count: 1, skipped_count: 1 });
      expect(r.body.message).to.match(/\b0 orders approved\b/);
    });

    it('ids must be 1-100 distinct positive integers', async () => {
      // Its own token: two dozen writes would eat into the shared token's 60 a minute.
      const api = client(url, await tokenWithScopes(biz.id, ['orders:write']));
      const hundred = Array.from({ length: 100 }, (_, i) => 900_000_000 + i);
      const bad: unknown[] = [
        undefined,
        [],
        [...hundred, 900_000_100],
        [1, 2, 2],
        [1, 1.5],
        [1, 'abc'],
        [0],
        [-1],
        ['7'],
        [null],
        'not-an-array',
      ];
      for (const path of ['/v1/orders/bulk-approve', '/v1/orders/bulk-reject']) {
        for (const ids of bad) {
          const r = await api.post(path, { body: ids === undefined ? {} : { ids } });
          expect(r.status, `${path} ${JSON.stringify(ids)}`).to.equal(422);
          expect(r.body.error.code).to.equal('VALIDATION_ERROR');
          expect(r.body.error.details, JSON.stringify(ids)).to.have.keys('ids');
        }
        const ok = await api.post(path, { body: { ids: hundred } });
        expect(ok.status).to.equal(200);
        expect(ok.body.data.requested_count).to.equal(100);
      }
      const long = await api.post('/v1/orders/bulk-reject', { body: { ids: [1], reason: 'x'.repeat(1001) } });
      expect(long.status).to.equal(422);
      expect(long.body.error.details).to.have.keys('reason');
    });
  });

  describe('POST /v1/conversions/{order_id}/cancel', () => {
    it('pending → cancelled: the commission amount kept, version raised, audited', async () => {
      const c = await pending({ order_id: `shop #${Date.now()}/x`, commission_amount: '4.20' });
      const before = (await api.get('/v1/orders/stats')).body.data;
      const r = await api.post(`/v1/conversions/${encodeURIComponent(c.order_id)}/cancel`, {
        body: { reason: 'Order refunded in the shop' },
      });
      expect(r.status).to.equal(200);
      expect(r.body.message)
        .to.include(c.order_id)
        .and.to.match(/cancelled/i);
      expect(r.body.data).to.include({
        id: c.id,
        order_id: c.order_id,
        status: 'cancelled',
        commission_amount: '4.20',
      });
      expect(await conversionRow(c.id)).to.include({
        status: 'cancelled',
        version: 2,
        commission_amount: '4.20',
      });
      const audit = await conversionAudit(biz.id, c.id);
      expect(audit).to.have.length(1);
      expect(audit[0]).to.include({ actor: 'integration' });
      expect(audit[0].data).to.include({
        from: 'pending',
        to: 'cancelled',
        reason: 'Order refunded in the shop',
      });
      // Voided: out of the pending and approved sums, still counted as an order.
      const after = (await api.get('/v1/orders/stats')).body.data;
      expect(Math.round((before.pending_commission - after.pending_commission) * 100)).to.equal(420);
      expect(Math.round((before.total_commission - after.total_commission) * 100)).to.equal(420);
      expect(after.total_orders).to.equal(before.total_orders);
    });

    for (const status of ['approved', 'rejected', 'cancelled'] as const) {
      it(`cancel of a ${status} order is 409 INVALID_STATUS naming the status`, async () => {
        const c = await pending({ status });
        const r = await api.post(`/v1/conversions/${c.order_id}/cancel`);
        expect(r.status).to.equal(409);
        expect(r.body.error.code).to.equal('INVALID_STATUS');
        expect(r.body.error.message).to.include(status);
        expect(await conversionRow(c.id)).to.include({ status, version: 1 });
      });
    }

    it('404 for an unknown order id and for another business’s order id', async () => {
      const foreign = await insertConversion(other.id);
      for (const orderId of ['no-such-order', foreign.order_id, 'x'.repeat(256)]) {
        const r = await api.post(`/v1/conversions/${orderId}/cancel`);
        expect(r.status, orderId.slice(0, 20)).to.equal(404);
        expect(r.body.error.code).to.equal('NOT_FOUND');
      }
      expect((await conversionRow(foreign.id)).status).to.equal('pending');
    });

    it('needs conversions:write (403 with orders:write only), 401 without a token', async () => {
      const c = await pending();
      const ordersOnly = client(url, await tokenWithScopes(biz.id, ['orders:write', 'conversions:read']));
      const f = await ordersOnly.post(`/v1/conversions/${c.order_id}/cancel`);
      expect(f.status).to.equal(403);
      expect((await client(url).post(`/v1/conversions/${c.order_id}/cancel`)).status).to.equal(401);
      expect((await conversionRow(c.id)).status).to.equal('pending');
    });
  });
});
