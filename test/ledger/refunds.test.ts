import { expect } from 'chai';
import type { Deps } from '../../api/deps';
import { deps as sharedDeps, startServer } from '../helpers/context';
import {
  newAffiliate,
  newBusiness,
  type TestAffiliate,
  type TestBusiness,
  tokenWithScopes,
} from '../helpers/fixtures';
import { client, type Client } from '../helpers/http';
import { conversionAudit, insertConversion } from '../helpers/orders';

/** Refunds of orders (README, "Refunds, clawbacks and balances"). */
describe('refunds', function () {
  this.timeout(60_000);
  let deps: Deps;
  let biz: TestBusiness;
  let api: Client;
  let url: string;
  let aff: TestAffiliate;

  before(async () => {
    deps = await sharedDeps();
    biz = await newBusiness();
    ({ url } = await startServer());
    api = client(url, biz.token);
    aff = await newAffiliate(biz.id, {}, deps);
  });

  async function order(total: string, commission: string, affiliate: TestAffiliate | null = aff) {
    return insertConversion(
      biz.id,
      { affiliate_id: affiliate?.id ?? null, order_total: total, commission_amount: commission },
      deps,
    );
  }
  const refund = (orderId: string, body: Record<string, unknown>, c = api) =>
    c.post(`/v1/conversions/${encodeURIComponent(orderId)}/refund`, { body });
  const approve = (id: number) => api.post(`/v1/orders/${id}/approve`, { body: {} });
  const ledger = async (a: TestAffiliate = aff) =>
    (await api.get(`/v1/affiliates/${a.id}/ledger?per_page=100`)).body.data.items as {
      type: string;
      amount: string;
      balance_after: string;
      order_id: string | null;
    }[];

  it('reverses commission in proportion, half-up, and the last refund takes exactly the rest', async () => {
    // 10.00 × 10/30 = 3.333… → 3.33 twice; the refund that completes the order reverses 3.34.
    const o = await order('30.00', '10.00');
    const first = await refund(o.order_id, { refund_id: 'r1', amount: 10 });
    expect(first.status, first.text).to.equal(200);
    expect(first.body.data).to.include({
      order_id: o.order_id,
      status: 'pending',
      commission_amount: '10.00',
      refunded_amount: '10.00',
      net_commission_amount: '6.67',
    });
    const second = await refund(o.order_id, { refund_id: 'r2', amount: '10.00', reason: 'damaged' });
    expect(second.body.data).to.include({ refunded_amount: '20.00', net_commission_amount: '3.34' });
    const last = await refund(o.order_id, { refund_id: 'r3', amount: 10 });
    // A pending order refunded in full is cancelled; its commission is all reversed.
    expect(last.body.data).to.include({
      status: 'cancelled',
      commission_amount: '10.00',
      refunded_amount: '30.00',
      net_commission_amount: '0.00',
    });
    const audit = await conversionAudit(biz.id, o.id, deps);
    expect(audit.filter((e) => e.kind === 'refunded').map((e) => e.data.commission_reversed)).to.deep.equal([
      '3.33',
      '3.33',
      '3.34',
    ]);
  });

  it('rounds an exact half cent up', async () => {
    // 0.05 × 1.00/2.00 = 0.025 → 0.03; the rest, 0.02, goes with the last refund.
    const o = await order('2.00', '0.05');
    expect(
      (await refund(o.order_id, { refund_id: 'h1', amount: 1 })).body.data.net_commission_amount,
    ).to.equal('0.02');
    expect(
      (await refund(o.order_id, { refund_id: 'h2', amount: 1 })).body.data.net_commission_amount,
    ).to.equal('0.00');
  });

  it('never reverses more than is left, however the roundings add up', async () => {
    // Each 0.50 of 3.00 reverses 0.03 × 1/6 = 0.005 → 0.01; after three the commission is gone.
    const o = await order('3.00', '0.03');
    const nets: string[] = [];
    for (let i = 0; i < 6; i++)
      nets.push(
        (await refund(o.order_id, { refund_id: `p${i}`, amount: 0.5 })).body.data.net_commission_amount,
      );
    expect(nets).to.deep.equal(['0.02', '0.01', '0.00', '0.00', '0.00', '0.00']);
  });

  it('a partly refunded pending order stays pending; approving it credits the net', async () => {
    const a = await newAffiliate(biz.id, {}, deps);
    const o = await order('80.00', '8.00', a);
    await refund(o.order_id, { refund_id: 'x', amount: 20 });
    expect((await approve(o.id)).status).to.equal(200);
    expect((await ledger(a)).map((e) => [e.type, e.amount, e.balance_after, e.order_id])).to.deep.equal([
      ['commission', '6.00', '6.00', o.order_id],
    ]);
    const list = await api.get(`/v1/orders?search=${o.order_id}`);
    expect(list.body.data.items[0]).to.include({ refunded_amount: '20.00', net_commission_amount: '6.00' });
  });

  it('an approved order’s reversal is a refund entry in the ledger', async () => {
    const a = await newAffiliate(biz.id, {}, deps);
    const o = await order('100.00', '12.50', a);
    await approve(o.id);
    const r = await refund(o.order_id, { refund_id: 'a1', amount: 40 });
    expect(r.body.data).to.include({ status: 'approved', net_commission_amount: '7.50' });
    const entries = await ledger(a);
    expect(entries.map((e) => [e.type, e.amount, e.balance_after, e.order_id])).to.deep.equal([
      ['refund', '-5.00', '7.50', o.order_id],
      ['commission', '12.50', '12.50', o.order_id],
    ]);
    // A full refund of an approved order leaves it approved with nothing owed.
    const rest = await refund(o.order_id, { refund_id: 'a2', amount: 60 });
    expect(rest.body.data).to.include({ status: 'approved', net_commission_amount: '0.00' });
    expect((await api.get(`/v1/affiliates/${a.id}/balance`)).body.data.balance).to.equal('0.00');
  });

  it('a repeated refund_id answers 200 and changes nothing (the first body wins)', async () => {
    const o = await order('50.00', '5.00');
    const first = await refund(o.order_id, { refund_id: 'same', amount: 10 });
    const again = await refund(o.order_id, { refund_id: 'same', amount: 40, reason: 'other' });
    expect(again.status).to.equal(200);
    expect(again.body.data).to.deep.equal(first.body.data);
    // Even once the order is cancelled by a later full refund.
    await refund(o.order_id, { refund_id: 'rest', amount: 40 });
    const late = await refund(o.order_id, { refund_id: 'same', amount: 10 });
    expect(late.status).to.equal(200);
    expect(late.body.data).to.include({ status: 'cancelled', refunded_amount: '50.00' });
  });

  it('422 on an amount beyond the refundable rest; nothing changes', async () => {
    const o = await order('25.00', '2.50');
    await refund(o.order_id, { refund_id: 'one', amount: 20 });
    const over = await refund(o.order_id, { refund_id: 'two', amount: 5.01 });
    expect(over.status).to.equal(422);
    expect(over.body.error.code).to.equal('VALIDATION_ERROR');
    expect(over.body.error.details.amount[0]).to.include('5.00');
    const d = await api.get(`/v1/conversions/${o.order_id}`);
    expect(d.body.data).to.include({ refunded_amount: '20.00', net_commission_amount: '0.50' });
  });

  it('409 INVALID_STATUS for a rejected or cancelled order', async () => {
    const rejected = await insertConversion(biz.id, { affiliate_id: aff.id, status: 'rejected' }, deps);
    const cancelled = await insertConversion(biz.id, { affiliate_id: aff.id, status: 'cancelled' }, deps);
    for (const o of [rejected, cancelled]) {
      const r = await refund(o.order_id, { refund_id: 'z', amount: 1 });
      expect(r.status).to.equal(409);
      expect(r.body.error.code).to.equal('INVALID_STATUS');
    }
  });

  it('validates the body; 404 for an unknown or another business’s order', async () => {
    const o = await order('10.00', '1.00');
    for (const body of [
      { amount: 1 },
      { refund_id: 'v', amount: 0 },
      { refund_id: 'v', amount: -1 },
      { refund_id: 'v', amount: 1.005 },
      { refund_id: 'v', amount: '1.001' },
      { refund_id: 'v', amount: true },
      { refund_id: '', amount: 1 },
      { refund_id: 'x'.repeat(256), amount: 1 },
      { refund_id: 'v', amount: 1, reason: 'y'.repeat(1001) },
    ]) {
      const r = await refund(o.order_id, body);
      expect(r.status, JSON.stringify(body)).to.equal(422);
    }
    expect((await refund('no-such-order', { refund_id: 'v', amount: 1 })).status).to.equal(404);
    const other = await newBusiness(deps);
    const foreign = await insertConversion(other.id, {}, deps);
    expect((await refund(foreign.order_id, { refund_id: 'v', amount: 1 })).status).to.equal(404);
    const readOnly = client(url, await tokenWithScopes(biz.id, ['conversions:read'], deps));
    expect((await refund(o.order_id, { refund_id: 'v', amount: 1 }, readOnly)).status).to.equal(403);
  });

  it('refunds of one order at once never pass order_total', async () => {
    const a = await newAffiliate(biz.id, {}, deps);
    const o = await order('100.00', '10.00', a);
    await approve(o.id);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => refund(o.order_id, { refund_id: `c${i}`, amount: 30 })),
    );
    expect(answers.filter((r) => r.status === 200)).to.have.length(3);
    expect(answers.filter((r) => r.status === 422)).to.have.length(5);
    const d = (await api.get(`/v1/conversions/${o.order_id}`)).body.data;
    expect(d).to.include({ refunded_amount: '90.00', net_commission_amount: '1.00' });
    const entries = await ledger(a);
    expect(entries.map((e) => e.balance_after)).to.deep.equal(['1.00', '4.00', '7.00', '10.00']);
  });

  it('the same refund_id sent twice at once is recorded once', async () => {
    const o = await order('100.00', '10.00');
    const answers = await Promise.all(
      [1, 2, 3].map(() => refund(o.order_id, { refund_id: 'dup', amount: 10 })),
    );
    expect(answers.map((r) => r.status)).to.deep.equal([200, 200, 200]);
    const d = (await api.get(`/v1/conversions/${o.order_id}`)).body.data;
    expect(d.refunded_amount).to.equal('10.00');
  });

  it('a refund racing an approval: either order, the ledger holds exactly the net', async () => {
    for (let i = 0; i < 6; i++) {
      const a = await newAffiliate(biz.id, {}, deps);
      const o = await order('60.00', '9.00', a);
      const [ap, rf] = await Promise.all([
        approve(o.id),
        refund(o.order_id, { refund_id: 'race', amount: 20 }),
      ]);
      expect(ap.status).to.equal(200);
      expect(rf.status).to.equal(200);
      const d = (await api.get(`/v1/conversions/${o.order_id}`)).body.data;
      expect(d).to.include({ status: 'approved', net_commission_amount: '6.00' });
      const entries = await ledger(a);
      expect(entries[0].balance_after).to.equal('6.00');
      const sum = entries.reduce((s, e) => s + Math.round(Number(e.amount) * 100), 0);
      expect(sum).to.equal(600);
    }
  });

  it('the refund raises the version, so ClickHouse receives the new amounts', async () => {
    const o = await order('10.00', '1.00');
    await refund(o.order_id, { refund_id: 'v', amount: 5 });
    const row = await deps.db.one<{ version: number }>('SELECT version FROM conversions WHERE id = $1', [
      o.id,
    ]);
    expect(row.version).to.equal(o.version + 1);
    const synced = await deps.db.conversionSync.rows(biz.id, [o.id]);
    expect(synced[0]).to.include({
      refunded_amount: '5.00',
      net_commission_amount: '0.50',
      version: o.version + 1,
    });
  });
});
