import { expect } from 'chai';
import fc from 'fast-check';
import type { Deps } from '../../api/deps';
import { syncConversions } from '../../api/features/conversions/conversion-sync';
import { recordConversion } from '../../api/features/conversions/record-conversion';
import { orderRate } from '../../api/money/rates';
import { deps as sharedDeps, startServer } from '../helpers/context';
import { newAffiliate, newBusiness, uniq } from '../helpers/fixtures';
import { client } from '../helpers/http';
import { conversionJob } from '../helpers/tracking';

/**
 * Random businesses in random currencies, random rates on two dates, random orders in several
 * currencies recorded as the API accepts them (the request's rate lookup, then the worker),
 * approvals, refunds, payouts and adjustments, against a model in integer cents and integer
 * rates (BigInt; half-up written as integer division) that shares no code with the service.
 * Balances, ledger sums and the report figures must agree with it to the cent.
 */

const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY'] as const;
type Currency = (typeof CURRENCIES)[number];

/** A rate as an integer and a scale: units × 10^-scale; at most 7 significant digits. */
interface Rate {
  units: bigint;
  scale: number;
}
const rateArb: fc.Arbitrary<Rate> = fc.record({
  units: fc.bigInt({ min: 1n, max: 9_999_999n }),
  scale: fc.integer({ min: 0, max: 6 }),
});
const rateText = (r: Rate) => {
  const s = r.units.toString().padStart(r.scale + 1, '0');
  return r.scale ? `${s.slice(0, -r.scale)}.${s.slice(-r.scale)}` : s;
};

type Op =
  | {
      k: 'order';
      aff: number;
      currency: Currency;
      day: number;
      subtotal: bigint;
      discount: bigint;
      tax: bigint;
    }
  | { k: 'approve'; pick: number }
  | { k: 'refund'; pick: number; share: number }
  | { k: 'payout'; aff: number; share: number }
  | { k: 'adjust'; aff: number; cents: bigint };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      k: fc.constant('order' as const),
      aff: fc.integer({ min: 0, max: 1 }),
      currency: fc.constantFrom(...CURRENCIES),
      day: fc.integer({ min: 1, max: 20 }),
      subtotal: fc.bigInt({ min: 0n, max: 5_000_000n }),
      discount: fc.bigInt({ min: 0n, max: 20_000n }),
      tax: fc.bigInt({ min: 0n, max: 50_000n }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('approve' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('refund' as const),
      pick: fc.nat(),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('payout' as const),
      aff: fc.integer({ min: 0, max: 1 }),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('adjust' as const),
      aff: fc.integer({ min: 0, max: 1 }),
      cents: fc.bigInt({ min: -3_000n, max: 3_000n }).filter((c) => c !== 0n),
    }),
  },
);

const text = (c: bigint) =>
  `${c < 0n ? '-' : ''}${(c < 0n ? -c : c) / 100n}.${String((c < 0n ? -c : c) % 100n).padStart(2, '0')}`;
/** Exact cents of a decimal string or a JSON number with at most 2 decimals. */
const cents = (v: string | number) => {
  const [i, f = ''] = String(v).replace('-', '').split('.');
  const c = BigInt(i) * 100n + BigInt((f + '00').slice(0, 2));
  return String(v).startsWith('-') ? -c : c;
};
/** n / d half-up, both positive. */
const halfUp = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);
/** Cents of the order's currency in the business currency at `r` (units of it per unit of the business's). */
const convert = (c: bigint, r: Rate | null) => (r === null ? c : halfUp(c * 10n ** BigInt(r.scale), r.units));

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

describe('currencies: property', function () {
  this.timeout(300_000);
  let deps: Deps;
  let url: string;

  before(async () => {
    deps = await sharedDeps();
    ({ url } = await startServer());
  });

  it('orders in several currencies at random rates: balances, ledgers and reports agree with the model to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CURRENCIES),
        fc.constantFrom('10.00', '12.50', '7.33'),
        fc.array(rateArb, { minLength: 8, maxLength: 8 }),
        fc.array(op, { minLength: 5, maxLength: 25 }),
        async (base, ratePct, rates, ops) => {
          const biz = await newBusiness(deps);
          const api = client(url, biz.token);
          expect(
            (await api.put('/v1/settings', { body: { currency: base, commission_rate: ratePct } })).status,
          ).to.equal(200);
          const affs = [await newAffiliate(biz.id, {}, deps), await newAffiliate(biz.id, {}, deps)];
          // Rates of each other currency on 2026-03-01 and 2026-03-10.
          const others = CURRENCIES.filter((c) => c !== base);
          const table = new Map<string, Rate>();
          for (const [d, date] of ['2026-03-01', '2026-03-10'].entries()) {
            const body = Object.fromEntries(
              others.map((c, i) => {
                table.set(`${c}@${d}`, rates[d * 4 + i]);
                return [c, rateText(rates[d * 4 + i])];
              }),
            );
            expect((await api.put(`/v1/exchange-rates/${date}`, { body: { rates: body } })).status).to.equal(
              200,
            );
          }
          const pct = cents(ratePct);
          const balance = [0n, 0n];
          const orders: RefOrder[] = [];
          let revenue = 0n;

          for (const o of ops) {
            if (o.k === 'order') {
              const total = o.subtotal - (o.discount > o.subtotal ? o.subtotal : o.discount) + o.tax;
              const at = `2026-03-${String(o.day).padStart(2, '0')}T12:00:00.000000Z`;
              const rate = o.currency === base ? null : table.get(`${o.currency}@${o.day < 10 ? 0 : 1}`)!;
              // As POST /v1/conversions accepts it: the rate looked up at the request, then the worker.
              const fx = await orderRate(deps.db, biz.id, o.currency, at);
              const job = conversionJob(biz.id, {
                orderId: uniq('p-'),
                subtotal: text(o.subtotal),
                discount: text(o.discount),
                tax: text(o.tax),
                orderTotal: text(total),
                currency: o.currency,
                commissionCurrency: fx.commissionCurrency,
                exchangeRate: fx.exchangeRate,
                referralCode: affs[o.aff].referralCode,
                convertedAt: at,
              });
              const rec = await recordConversion(deps, job);
              const baseCents = convert(o.subtotal > o.discount ? o.subtotal - o.discount : 0n, rate);
              const commission = halfUp(baseCents * pct, 10_000n);
              const got = (await api.get(`/v1/conversions/${job.orderId}`)).body.data;
              expect(got).to.include({
                currency: o.currency,
                order_total: text(total),
                commission_amount: text(commission),
                commission_currency: base,
                exchange_rate: rate === null ? null : rateText(rate),
              });
              revenue += convert(total, rate);
              orders.push({
                id: rec.id,
                orderId: job.orderId,
                aff: o.aff,
                total,
                commission,
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
              const amount = BigInt(Math.max(1, Math.floor(Number(rest) * o.share)));
              if (rest <= 0n || ord.status === 'cancelled') continue;
              const r = await api.post(`/v1/conversions/${ord.orderId}/refund`, {
                body: { refund_id: `r${ord.refunded}-${amount}`, amount: text(amount) },
              });
              expect(r.status, r.text).to.equal(200);
              const left = ord.commission - ord.reversed;
              const share = halfUp(ord.commission * amount, ord.total);
              const reversal = ord.refunded + amount === ord.total ? left : share < left ? share : left;
              ord.refunded += amount;
              ord.reversed += reversal;
              if (ord.status === 'approved') balance[ord.aff] -= reversal;
              else if (ord.refunded === ord.total) ord.status = 'cancelled';
              expect(r.body.data).to.include({ net_commission_amount: text(ord.commission - ord.reversed) });
            } else if (o.k === 'payout') {
              const amount = BigInt(Math.floor(Number(balance[o.aff]) * o.share));
              if (amount <= 0n) continue;
              const r = await api.post('/v1/payouts', {
                body: { affiliate_id: affs[o.aff].id, amount: text(amount) },
              });
              expect(r.status, r.text).to.equal(201);
              expect(r.body.data.currency).to.equal(base);
              balance[o.aff] -= amount;
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
            expect(cents(got.balance)).to.equal(entries.reduce((s, e) => s + cents(e.amount), 0n));
            expect(cents(got.balance)).to.equal(balance[i]);
            const pending = orders
              .filter((o) => o.aff === i && o.status === 'pending')
              .reduce((s, o) => s + o.commission - o.reversed, 0n);
            expect(cents(got.pending)).to.equal(pending);
          }

          const approvedNet = orders
            .filter((o) => o.status === 'approved')
            .reduce((s, o) => s + o.commission - o.reversed, 0n);
          const stats = (await api.get('/v1/orders/stats')).body.data;
          expect(cents(stats.total_revenue)).to.equal(revenue);
          expect(cents(stats.approved_commission)).to.equal(approvedNet);

          if (orders.length)
            await syncConversions(deps, { businessId: biz.id, ids: orders.map((o) => o.id) });
          const report = await api.get('/v1/reports/stats?from=2026-03-01&to=2026-03-31');
          expect(cents(report.body.data.total_commission_paid)).to.equal(approvedNet);
          const rs = await deps.ch.client.query({
            query: `SELECT toString(sum(converted_order_total)) AS revenue FROM conversions_latest
                    WHERE business_id = {b:UInt64}`,
            query_params: { b: biz.id },
            format: 'JSONEachRow',
          });
          expect(cents((await rs.json<{ revenue: string }>())[0].revenue)).to.equal(revenue);
        },
      ),
      { numRuns: 10 },
    );
  });
});
