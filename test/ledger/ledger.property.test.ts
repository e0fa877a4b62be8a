import { expect } from 'chai';
import fc from 'fast-check';
import type { Deps } from '../../api/deps';
import { syncConversions } from '../../api/features/conversions/conversion-sync';
import { deps as sharedDeps, startServer } from '../helpers/context';
import { newAffiliate, newBusiness } from '../helpers/fixtures';
import { client } from '../helpers/http';
import { insertConversion } from '../helpers/orders';

/**
 * Random sequences of conversions, approvals, refunds, payouts, failures and adjustments,
 * through the API, against a reference model in integer cents (BigInt, half-up written as
 * integer division) that shares no code with the service. After every sequence: each balance
 * is the sum of its ledger and the model's, and the reports' approved commission (ClickHouse)
 * is the approved net in PostgreSQL.
 */

type Op =
  | { k: 'order'; aff: number; total: bigint; commission: bigint }
  | { k: 'approve'; pick: number }
  | { k: 'refund'; pick: number; share: number; over: boolean }
  | { k: 'payout'; aff: number; share: number; over: boolean }
  | { k: 'fail'; pick: number }
  | { k: 'adjust'; aff: number; cents: bigint };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    k: fc.constant('order' as const),
    aff: fc.integer({ min: 0, max: 1 }),
    total: fc.bigInt({ min: 1n, max: 50_000n }),
    commission: fc.oneof(fc.bigInt({ min: 0n, max: 5_000n }), fc.constantFrom(1n, 5n, 3n, 10n)),
  }),
  fc.record({ k: fc.constant('approve' as const), pick: fc.nat() }),
  fc.record({
    k: fc.constant('refund' as const),
    pick: fc.nat(),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
    over: fc.boolean(),
  }),
  fc.record({
    k: fc.constant('payout' as const),
    aff: fc.integer({ min: 0, max: 1 }),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
    over: fc.boolean(),
  }),
  fc.record({ k: fc.constant('fail' as const), pick: fc.nat() }),
  fc.record({
    k: fc.constant('adjust' as const),
    aff: fc.integer({ min: 0, max: 1 }),
    cents: fc.bigInt({ min: -3_000n, max: 3_000n }).filter((c) => c !== 0n),
  }),
);

const text = (c: bigint) =>
  `${c < 0n ? '-' : ''}${(c < 0n ? -c : c) / 100n}.${String((c < 0n ? -c : c) % 100n).padStart(2, '0')}`;
const cents = (s: string | number) => BigInt(Math.round(Number(s) * 100));

interface RefOrder {
  id: number;
  orderId: string;
  aff: number;
  total: bigint;
  commission: bigint;
  refunded: bigint;
  reversed: bigint;
  status: 'pending' | 'approved' | 'cancelled';
}

describe('ledger: property', function () {
  this.timeout(300_000);
  let deps: Deps;
  let url: string;

  before(async () => {
    deps = await sharedDeps();
    ({ url } = await startServer());
  });

  it('balance == sum(ledger) == the model, and reports sum the approved net', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 30 }), async (ops) => {
        const biz = await newBusiness(deps);
        const api = client(url, biz.token);
        const affs = [await newAffiliate(biz.id, {}, deps), await newAffiliate(biz.id, {}, deps)];
        const balance = [0n, 0n];
        const orders: RefOrder[] = [];
        const payouts: { id: number; aff: number; amount: bigint; pending: boolean }[] = [];

        for (const o of ops) {
          if (o.k === 'order') {
            const c = await insertConversion(
              biz.id,
              {
                affiliate_id: affs[o.aff].id,
                order_total: text(o.total),
                commission_amount: text(o.commission),
                converted_at: '2026-03-15T12:00:00Z',
              },
              deps,
            );
            orders.push({
              id: c.id,
              orderId: c.order_id,
              aff: o.aff,
              total: o.total,
              commission: o.commission,
              refunded: 0n,
              reversed: 0n,
              status: 'pending',
            });
          } else if (o.k === 'approve' && orders.length) {
            const ord = orders[o.pick % orders.length];
            const r = await api.post(`/v1/orders/${ord.id}/approve`, { body: {} });
            if (ord.status === 'pending') {
              expect(r.status).to.equal(200);
              ord.status = 'approved';
              balance[ord.aff] += ord.commission - ord.reversed;
            } else expect(r.status).to.equal(409);
          } else if (o.k === 'refund' && orders.length) {
            const ord = orders[o.pick % orders.length];
            const rest = ord.total - ord.refunded;
            const amount = o.over ? rest + 1n : BigInt(Math.max(1, Math.floor(Number(rest) * o.share)));
            const r = await api.post(`/v1/conversions/${ord.orderId}/refund`, {
              body: { refund_id: `r${ord.refunded}-${amount}`, amount: text(amount) },
            });
            if (ord.status === 'cancelled') expect(r.status).to.equal(409);
            else if (amount > rest) expect(r.status).to.equal(422);
            else {
              expect(r.status, r.text).to.equal(200);
              const left = ord.commission - ord.reversed;
              const share = (2n * ord.commission * amount + ord.total) / (2n * ord.total);
              const reversal = ord.refunded + amount === ord.total ? left : share < left ? share : left;
              ord.refunded += amount;
              ord.reversed += reversal;
              if (ord.status === 'approved') balance[ord.aff] -= reversal;
              else if (ord.refunded === ord.total) ord.status = 'cancelled';
              expect(r.body.data).to.include({
                status: ord.status,
                refunded_amount: text(ord.refunded),
                net_commission_amount: text(ord.commission - ord.reversed),
              });
            }
          } else if (o.k === 'payout') {
            const b = balance[o.aff];
            const amount = o.over ? (b > 0n ? b : 0n) + 1n : BigInt(Math.floor(Number(b) * o.share));
            if (amount <= 0n) continue;
            const r = await api.post('/v1/payouts', {
              body: { affiliate_id: affs[o.aff].id, amount: text(amount) },
            });
            if (amount > b) expect(r.status).to.equal(422);
            else {
              expect(r.status, r.text).to.equal(201);
              balance[o.aff] -= amount;
              payouts.push({ id: r.body.data.id, aff: o.aff, amount, pending: true });
            }
          } else if (o.k === 'fail' && payouts.length) {
            const p = payouts[o.pick % payouts.length];
            const r = await api.post(`/v1/payouts/${p.id}/fail`);
            if (p.pending) {
              expect(r.status).to.equal(200);
              p.pending = false;
              balance[p.aff] += p.amount;
            } else expect(r.status).to.equal(409);
          } else if (o.k === 'adjust') {
            const r = await api.post(`/v1/affiliates/${affs[o.aff].id}/adjustments`, {
              body: { amount: text(o.cents), memo: 'property' },
            });
            expect(r.status).to.equal(201);
            balance[o.aff] += o.cents;
          }
        }

        for (const [i, a] of affs.entries()) {
          const got = (await api.get(`/v1/affiliates/${a.id}/balance`)).body.data;
          const entries = (await api.get(`/v1/affiliates/${a.id}/ledger?per_page=100`)).body.data.items as {
            amount: string;
          }[];
          const sum = entries.reduce((s, e) => s + cents(e.amount), 0n);
          expect(cents(got.balance)).to.equal(sum);
          expect(cents(got.balance)).to.equal(balance[i]);
          const pending = orders
            .filter((o) => o.aff === i && o.status === 'pending')
            .reduce((s, o) => s + o.commission - o.reversed, 0n);
          expect(cents(got.pending)).to.equal(pending);
        }

        // The reports read ClickHouse: load the orders as the sync job does, then compare.
        if (orders.length) await syncConversions(deps, { businessId: biz.id, ids: orders.map((o) => o.id) });
        const truth = await deps.db.one<{ net: string }>(
          `SELECT coalesce(sum(net_commission_amount), 0) AS net FROM conversions WHERE business_id = $1 AND status = 'approved'`,
          [biz.id],
        );
        const modelNet = orders
          .filter((o) => o.status === 'approved')
          .reduce((s, o) => s + o.commission - o.reversed, 0n);
        expect(cents(truth.net)).to.equal(modelNet);
        const stats = await api.get('/v1/reports/stats?from=2026-03-01&to=2026-03-31');
        expect(stats.status).to.equal(200);
        expect(cents(stats.body.data.total_commission_paid)).to.equal(modelNet);
        const top = await api.get('/v1/reports/top-affiliates?from=2026-03-01&to=2026-03-31');
        const topSum = (top.body.data.items as { earned: number }[]).reduce(
          (s, t) => s + cents(t.earned),
          0n,
        );
        expect(topSum).to.equal(modelNet);
        const chart = await api.get('/v1/reports/commission-chart?from=2026-03-01&to=2026-03-31');
        expect((chart.body.data.data as number[]).reduce((s, v) => s + cents(v), 0n)).to.equal(modelNet);
        const orderStats = (await api.get('/v1/orders/stats')).body.data;
        expect(cents(orderStats.approved_commission)).to.equal(modelNet);
        for (const [i, a] of affs.entries()) {
          const pendingNet = orders
            .filter((o) => o.aff === i && o.status === 'pending')
            .reduce((s, o) => s + o.commission - o.reversed, 0n);
          const st = (await api.get(`/v1/affiliates/${a.id}/stats`)).body.data;
          expect(cents(st.pending_payout)).to.equal(pendingNet);
        }
      }),
      { numRuns: 12 },
    );
  });
});
