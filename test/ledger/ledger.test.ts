import { expect } from 'chai';
import ExcelJS from 'exceljs';
import { ManualClock } from '../../api/clock';
import type { Deps } from '../../api/deps';
import { buildExport } from '../../api/features/exports/export-build';
import { runAutoApproval } from '../../api/features/orders/auto-approval';
import { deps as sharedDeps, startServer } from '../helpers/context';
import {
  newAffiliate,
  newBusiness,
  setSettings,
  type TestAffiliate,
  type TestBusiness,
  tokenWithScopes,
} from '../helpers/fixtures';
import { client, type Client } from '../helpers/http';
import { insertConversion } from '../helpers/orders';

/** The affiliate ledger and balance (README, "Refunds, clawbacks and balances"). */
describe('ledger and balance', function () {
  this.timeout(60_000);
  let deps: Deps;
  let biz: TestBusiness;
  let api: Client;
  let url: string;
  const clock = new ManualClock(new Date('2026-07-01T08:00:00.000Z'));

  before(async () => {
    deps = await sharedDeps();
    biz = await newBusiness();
    ({ url } = await startServer({ clock }));
    api = client(url, biz.token);
  });

  /** An approved order of `a` through the API. */
  async function approved(a: TestAffiliate, total: string, commission: string) {
    const o = await insertConversion(
      biz.id,
      { affiliate_id: a.id, order_total: total, commission_amount: commission },
      deps,
    );
    expect((await api.post(`/v1/orders/${o.id}/approve`, { body: {} })).status).to.equal(200);
    return o;
  }
  const balance = async (a: TestAffiliate) => (await api.get(`/v1/affiliates/${a.id}/balance`)).body.data;
  const payout = (a: TestAffiliate, amount: number | string) =>
    api.post('/v1/payouts', { body: { affiliate_id: a.id, amount } });

  it('lists every kind of entry newest first with its running balance, paged', async () => {
    const a = await newAffiliate(biz.id, {}, deps);
    const o = await approved(a, '200.00', '20.00');
    const p = await payout(a, 15);
    expect(p.status, p.text).to.equal(201);
    await api.post(`/v1/payouts/${p.body.data.id}/fail`);
    const adj = await api.post(`/v1/affiliates/${a.id}/adjustments`, { body: { amount: -2.5, memo: 'Fee' } });
    expect(adj.status, adj.text).to.equal(201);
    await api.post(`/v1/conversions/${o.order_id}/refund`, { body: { refund_id: 'r', amount: 50 } });

    const r = await api.get(`/v1/affiliates/${a.id}/ledger`);
    expect(r.status).to.equal(200);
    const items = r.body.data.items;
    expect(
      items.map((e: Record<string, unknown>) => [
        e.type,
        e.amount,
        e.balance_after,
        e.order_id,
        e.payout_id,
        e.memo,
      ]),
    ).to.deep.equal([
      ['refund', '-5.00', '12.50', o.order_id, null, null],
      ['adjustment', '-2.50', '17.50', null, null, 'Fee'],
      ['payout_reversal', '15.00', '20.00', null, p.body.data.id, null],
      ['payout', '-15.00', '5.00', null, p.body.data.id, null],
      ['commission', '20.00', '20.00', o.order_id, null, null],
    ]);
    expect(items[0]).to.have.all.keys(
      'id',
      'type',
      'amount',
      'balance_after',
      'order_id',
      'payout_id',
      'memo',
      'created_at',
    );
    expect(items[0].created_at).to.match(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    expect(adj.body.data).to.deep.equal(items[1]);
    expect(r.body.data.meta).to.deep.equal({ current_page: 1, per_page: 25, total: 5, last_page: 1 });

    const page2 = await api.get(`/v1/affiliates/${a.id}/ledger?per_page=2&page=2`);
    expect(page2.body.data.items.map((e: { type: string }) => e.type)).to.deep.equal([
      'payout_reversal',
      'payout',
    ]);
    expect(page2.body.data.meta).to.deep.equal({ current_page: 2, per_page: 2, total: 5, last_page: 3 });
    const past = await api.get(`/v1/affiliates/${a.id}/ledger?per_page=2&page=9`);
    expect(past.body.data.items).to.deep.equal([]);
  });

  it('balance: the ledger sum, pending net, paid and in_payout', async () => {
    const a = await newAffiliate(biz.id, {}, deps);
    expect(await balance(a)).to.deep.equal({
      balance: '0.00',
      pending: '0.00',
      paid: '0.00',
      in_payout: '0.00',
    });
    await approved(a, '100.00', '30.00');
    const pend = await insertConversion(
      biz.id,
      { affiliate_id: a.id, order_total: '40.00', commission_amount: '4.00' },
      deps,
    );
    await api.post(`/v1/conversions/${pend.order_id}/refund`, { body: { refund_id: 'p', amount: 10 } });
    await insertConversion(
      biz.id,
      { affiliate_id: a.id, status: 'rejected', commission_amount: '99.00' },
      deps,
    );
    const done = await payout(a, 10);
    await api.post(`/v1/payouts/${done.body.data.id}/complete`, { body: { reference: 'X' } });
    await payout(a, 7.25);
    expect(await balance(a)).to.deep.equal({
      balance: '12.75',
      pending: '3.00',
      paid: '10.00',
      in_payout: '7.25',
    });
  });

  it('clawback: paid, then refunded, the balance goes negative; payouts wait until commissions fill it', async () => {
    const a = await newAffiliate(biz.id, {}, deps);
    const o = await approved(a, '100.00', '10.00');
    expect((await payout(a, 10)).status).to.equal(201);
    await api.post(`/v1/conversions/${o.order_id}/refund`, { body: { refund_id: 'all', amount: 100 } });
    expect((await balance(a)).balance).to.equal('-10.00');
    const refused = await payout(a, 0.01);
    expect(refused.status).to.equal(422);
    expect(refused.body.error.details).to.have.key('amount');
    expect(refused.body.error.details.amount[0]).to.include('(0.00)');
    await approved(a, '80.00', '8.00');
    expect((await balance(a)).balance).to.equal('-2.00');
    expect((await payout(a, 0.01)).status).to.equal(422);
    await approved(a, '50.00', '5.00');
    expect((await balance(a)).balance).to.equal('3.00');
    expect((await payout(a, 3.01)).status).to.equal(422);
    expect((await payout(a, 3)).status).to.equal(201);
    expect((await balance(a)).balance).to.equal('0.00');
  });

  it('concurrent payouts and adjustments keep one consistent running balance', async () => {
    const a = await newAffiliate(biz.id, {}, deps);
    await approved(a, '100.00', '10.00');
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => payout(a, 3)),
      ...Array.from({ length: 4 }, () =>
        api.post(`/v1/affiliates/${a.id}/adjustments`, { body: { amount: '0.50', memo: 'Bonus' } }),
      ),
    ]);
    expect(answers.slice(6).map((r) => r.status)).to.deep.equal([201, 201, 201, 201]);
    const paid = answers.slice(0, 6).filter((r) => r.status === 201).length;
    const entries = (await api.get(`/v1/affiliates/${a.id}/ledger?per_page=100`)).body.data.items as {
      amount: string;
      balance_after: string;
    }[];
    // Each entry's balance is the one before it plus its amount, oldest to newest.
    let running = 0;
    for (const e of [...entries].reverse()) {
      running += Math.round(Number(e.amount) * 100);
      expect(Math.round(Number(e.balance_after) * 100)).to.equal(running);
      expect(running).to.be.at.least(0);
    }
    expect(running).to.equal(1000 + 200 - 300 * paid);
  });

  it('adjustments: non-zero money and a memo; 404 for another business’s affiliate; scopes', async () => {
    const a = await newAffiliate(biz.id, {}, deps);
    for (const body of [
      { amount: 0, memo: 'x' },
      { amount: '0.00', memo: 'x' },
      { amount: 1.001, memo: 'x' },
      { amount: 1 },
      { amount: 1, memo: '' },
      { amount: 1, memo: 'm'.repeat(501) },
      { memo: 'x' },
    ]) {
      const r = await api.post(`/v1/affiliates/${a.id}/adjustments`, { body });
      expect(r.status, JSON.stringify(body)).to.equal(422);
    }
    const ok = await api.post(`/v1/affiliates/${a.id}/adjustments`, {
      body: { amount: '-0.01', memo: 'm'.repeat(500) },
    });
    expect(ok.status).to.equal(201);
    expect(ok.body.data).to.include({
      type: 'adjustment',
      amount: '-0.01',
      balance_after: '-0.01',
      order_id: null,
    });

    const other = await newBusiness(deps);
    const foreign = await newAffiliate(other.id, {}, deps);
    expect(
      (await api.post(`/v1/affiliates/${foreign.id}/adjustments`, { body: { amount: 1, memo: 'x' } })).status,
    ).to.equal(404);
    expect((await api.get(`/v1/affiliates/${foreign.id}/ledger`)).status).to.equal(404);
    expect((await api.get(`/v1/affiliates/${foreign.id}/balance`)).status).to.equal(404);
    expect((await api.get(`/v1/affiliates/999999999/balance`)).status).to.equal(404);

    const readOnly = client(url, await tokenWithScopes(biz.id, ['affiliates:read'], deps));
    expect((await readOnly.get(`/v1/affiliates/${a.id}/balance`)).status).to.equal(200);
    expect(
      (await readOnly.post(`/v1/affiliates/${a.id}/adjustments`, { body: { amount: 1, memo: 'x' } })).status,
    ).to.equal(403);
    const noRead = client(url, await tokenWithScopes(biz.id, ['orders:read'], deps));
    expect((await noRead.get(`/v1/affiliates/${a.id}/ledger`)).status).to.equal(403);
  });

  it('the ledger cannot be updated, deleted or truncated', async () => {
    const a = await newAffiliate(biz.id, {}, deps);
    await api.post(`/v1/affiliates/${a.id}/adjustments`, { body: { amount: 5, memo: 'x' } });
    for (const stmt of [
      'UPDATE ledger_entries SET amount = 500 WHERE affiliate_id = $1',
      'DELETE FROM ledger_entries WHERE affiliate_id = $1',
      'TRUNCATE ledger_entries',
    ]) {
      const err = await deps.db.none(stmt, [a.id]).then(
        () => null,
        (e: { code?: string; message: string }) => e,
      );
      expect(err?.code, stmt).to.equal('23001');
      expect(err?.message).to.include('append-only');
    }
    expect((await balance(a)).balance).to.equal('5.00');
  });

  it('bulk and scheduled approvals write one commission entry per order, in the same transaction', async () => {
    const a = await newAffiliate(biz.id, {}, deps);
    const b = await newAffiliate(biz.id, {}, deps);
    const os = await Promise.all(
      ['1.10', '2.20', '3.30', '4.40'].map((c, i) =>
        insertConversion(biz.id, { affiliate_id: i % 2 ? b.id : a.id, commission_amount: c }, deps),
      ),
    );
    const r = await api.post('/v1/orders/bulk-approve', { body: { ids: os.map((o) => o.id) } });
    expect(r.status, r.text).to.equal(200);
    expect((await balance(a)).balance).to.equal('4.40');
    expect((await balance(b)).balance).to.equal('6.60');
    const again = await api.post('/v1/orders/bulk-approve', { body: { ids: os.map((o) => o.id) } });
    expect(again.body.data.approved_count).to.equal(0);
    expect((await api.get(`/v1/affiliates/${b.id}/ledger`)).body.data.meta.total).to.equal(2);

    const auto = await newBusiness(deps);
    const c = await newAffiliate(auto.id, {}, deps);
    await setSettings(auto.id, { auto_approve_enabled: true, auto_approve_delay_days: 0 }, deps);
    try {
      for (const cm of ['0.01', '0.02', '0.03'])
        await insertConversion(
          auto.id,
          { affiliate_id: c.id, commission_amount: cm, converted_at: '2026-01-01T00:00:00Z' },
          deps,
        );
      expect((await runAutoApproval(deps)).ran).to.equal(true);
    } finally {
      await setSettings(auto.id, { auto_approve_enabled: false }, deps);
    }
    const autoApi = client(url, auto.token);
    const entries = (await autoApi.get(`/v1/affiliates/${c.id}/ledger`)).body.data.items;
    expect(entries.map((e: { balance_after: string }) => e.balance_after)).to.deep.equal([
      '0.06',
      '0.03',
      '0.01',
    ]);
  });

  it('the orders export appends Refunded, Net Commission, Attribution and Subscription ID with extended=true (CSV, XLSX, POST /v1/exports)', async () => {
    const { biz: b, api: c } = await (async () => {
      const nb = await newBusiness(deps);
      return { biz: nb, api: client(url, nb.token) };
    })();
    const a = await newAffiliate(b.id, {}, deps);
    const o = await insertConversion(
      b.id,
      {
        affiliate_id: a.id,
        order_total: '90.00',
        commission_amount: '9.00',
        attribution: 'coupon',
        subscription_id: '=sub_9',
      },
      deps,
    );
    await c.post(`/v1/conversions/${o.order_id}/refund`, { body: { refund_id: 'e', amount: 30 } });

    const plain = (await c.get('/v1/orders/export')).text.trimEnd().split('\n');
    expect(plain[0]).to.equal(
      'ID,Order ID,Affiliate Name,Referral Code,Customer Name,Customer Email,Subtotal,Discount,Order Total,Commission Rate,Commission Amount,Currency,Status,Converted At (UTC)',
    );
    const ext = (await c.get('/v1/orders/export?extended=true')).text.trimEnd().split('\n');
    expect(ext[0]).to.equal(
      `${plain[0]},Refunded,Net Commission,Attribution,Subscription ID,Exchange Rate,Commission Currency`,
    );
    // A subscription id is text from the shop, so it is neutralised like any other text cell.
    expect(ext[1].split(',').slice(-8)).to.deep.equal([
      'pending',
      ext[1].split(',').at(-7),
      '30.00',
      '6.00',
      'coupon',
      "'=sub_9",
      '',
      'USD',
    ]);
    expect(ext[1].startsWith(plain[1])).to.equal(true);
    expect((await c.get('/v1/orders/export?extended=maybe')).status).to.equal(422);

    const res = await fetch(`${url}/v1/orders/export?format=xlsx&extended=true`, {
      headers: { authorization: `Bearer ${b.token}` },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const values = (n: number) => (wb.worksheets[0].getRow(n).values as unknown[]).slice(1);
    expect(values(1).slice(-6)).to.deep.equal([
      'Refunded',
      'Net Commission',
      'Attribution',
      'Subscription ID',
      'Exchange Rate',
      'Commission Currency',
    ]);
    expect(values(2).slice(-6, -2)).to.deep.equal([30, 6, 'coupon', "'=sub_9"]);
    expect(values(2).at(-1)).to.equal('USD');

    const queued = await c.post('/v1/exports', { body: { type: 'orders', params: { extended: true } } });
    expect(queued.status, queued.text).to.equal(202);
    await buildExport({ ...deps, clock }, { task: 'build', businessId: b.id, exportId: queued.body.data.id });
    const file = await fetch(`${url}/v1/exports/${queued.body.data.id}/download`, {
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect((await file.text()).trimEnd().split('\n')).to.deep.equal(ext);
  });
});
