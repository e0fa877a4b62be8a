import { expect } from 'chai';
import type { Deps } from '../../api/deps';
import { syncConversions } from '../../api/features/conversions/conversion-sync';
import { recordConversion } from '../../api/features/conversions/record-conversion';
import { importReferenceRates } from '../../api/features/exchange-rates/reference-import';
import { autoApproveBusiness } from '../../api/features/orders/auto-approval';
import { runCli } from '../../scripts/cli';
import { deps as sharedDeps, type TestServer } from '../helpers/context';
import {
  newAffiliate,
  newBusiness,
  setSettings,
  tokenWithScopes,
  uniq,
  type TestBusiness,
} from '../helpers/fixtures';
import { client, type Client } from '../helpers/http';
import { conversionJob, recorded, trackingSuite } from '../helpers/tracking';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The message a promise fails with (a test failure if it does not fail). */
async function failure(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    const details = (err as { details?: unknown }).details;
    return `${(err as Error).message}${details ? ` ${JSON.stringify(details)}` : ''}`;
  }
  throw new Error('expected a failure');
}

describe('currencies: the business currency, exchange rates and converted commissions', function () {
  this.timeout(60_000);
  let server: TestServer;
  let deps: Deps;
  trackingSuite((s) => (server = s));

  before(async () => {
    deps = await sharedDeps();
  });

  /** A business with a 10 % rate, an affiliate, and a client. */
  async function shop(currency?: string): Promise<{ biz: TestBusiness; api: Client; ref: string }> {
    const biz = await newBusiness();
    await setSettings(biz.id, { commission_rate: '10.00', ...(currency ? { currency } : {}) });
    const aff = await newAffiliate(biz.id);
    return { biz, api: client(server.url, biz.token), ref: aff.referralCode };
  }

  async function order(api: Client, body: Record<string, unknown>) {
    const order_id = uniq('o-');
    const r = await api.post('/v1/conversions', { body: { order_id, ...body } });
    return { r, order_id };
  }

  describe('the currency setting', () => {
    it('is USD by default, in GET /v1/settings and GET /v1/settings/currency', async () => {
      const { api } = await shop();
      expect((await api.get('/v1/settings')).body.data.currency).to.equal('USD');
      expect((await api.get('/v1/settings/currency')).body.data).to.deep.equal({
        key: 'currency',
        value: 'USD',
      });
    });

    it('takes an ISO 4217 code (lower case upper-cased) through both routes; others are 422', async () => {
      const { api } = await shop();
      const put = await api.put('/v1/settings', { body: { currency: 'eur' } });
      expect(put.status, put.text).to.equal(200);
      expect(put.body.data.currency).to.equal('EUR');
      const one = await api.put('/v1/settings/currency', { body: { value: 'GBP' } });
      expect(one.body.data).to.deep.equal({ key: 'currency', value: 'GBP' });
      const bad = await api.put('/v1/settings', { body: { currency: 'XYZ' } });
      expect(bad.status).to.equal(422);
      expect(bad.body.error.details).to.have.keys('currency');
      const badOne = await api.put('/v1/settings/currency', { body: { value: 'EURO' } });
      expect(badOne.status).to.equal(422);
      expect(badOne.body.error.details).to.have.keys('value');
      expect((await api.get('/v1/settings')).body.data.currency).to.equal('GBP');
    });

    it('is locked once a conversion is recorded (422 on currency), the same value still accepted', async () => {
      const { api, ref } = await shop();
      const { order_id } = await order(api, { order_total: 10, referral_code: ref });
      await recorded(api, order_id);
      const r = await api.put('/v1/settings', { body: { currency: 'EUR', cookie_duration: 7 } });
      expect(r.status).to.equal(422);
      expect(r.body.error.details).to.have.keys('currency');
      expect(
        (await api.put('/v1/settings/currency', { body: { value: 'EUR' } })).body.error.details,
      ).to.have.keys('value');
      const same = await api.put('/v1/settings', { body: { currency: 'USD', cookie_duration: 7 } });
      expect(same.status).to.equal(200);
      expect(same.body.data).to.include({ currency: 'USD', cookie_duration: 7 });
    });

    it('is locked by a ledger entry alone (an adjustment)', async () => {
      const biz = await newBusiness();
      const aff = await newAffiliate(biz.id);
      const api = client(server.url, biz.token);
      const adj = await api.post(`/v1/affiliates/${aff.id}/adjustments`, {
        body: { amount: '5.00', memo: 'bonus' },
      });
      expect(adj.status).to.equal(201);
      expect((await api.put('/v1/settings', { body: { currency: 'EUR' } })).status).to.equal(422);
    });
  });

  describe('PUT /v1/exchange-rates/{date} and GET /v1/exchange-rates', () => {
    it('keeps rates exactly, replaces only the currencies a second PUT names, and answers the day', async () => {
      const { api } = await shop();
      const a = await api.put('/v1/exchange-rates/2026-01-02', {
        body: { rates: { EUR: '0.921500', GBP: 0.79 } },
      });
      expect(a.status, a.text).to.equal(200);
      expect(a.body.data).to.deep.equal({
        date: '2026-01-02',
        base: 'USD',
        rates: { EUR: '0.921500', GBP: '0.79' },
      });
      const b = await api.put('/v1/exchange-rates/2026-01-02', { body: { rates: { EUR: '0.93' } } });
      expect(b.body.data.rates).to.deep.equal({ EUR: '0.93', GBP: '0.79' });
      await api.put('/v1/exchange-rates/2026-01-10', { body: { rates: { EUR: '0.95' } } });

      const on5 = (await api.get('/v1/exchange-rates?date=2026-01-05')).body.data;
      expect(on5).to.include({ date: '2026-01-05', base: 'USD' });
      expect(on5.rates.EUR).to.deep.equal({ rate: '0.93', date: '2026-01-02', source: 'business' });
      expect(on5.rates.GBP).to.deep.equal({ rate: '0.79', date: '2026-01-02', source: 'business' });
      const on10 = (await api.get('/v1/exchange-rates?date=2026-01-10')).body.data;
      expect(on10.rates.EUR).to.deep.equal({ rate: '0.95', date: '2026-01-10', source: 'business' });
      const before = (await api.get('/v1/exchange-rates?date=2026-01-01')).body.data;
      expect(before.rates).to.not.have.property('EUR');
    });

    it('refuses the business currency, unknown codes, zero, negatives and more than 12 significant digits', async () => {
      const { api } = await shop();
      const cases: [Record<string, unknown>, string][] = [
        [{ USD: '1' }, 'rates.USD'],
        [{ EUR: '0' }, 'rates.EUR'],
        [{ EUR: '-1.2' }, 'rates.EUR'],
        [{ EUR: '1.234567890123' }, 'rates.EUR'],
        [{ EUR: 'abc' }, 'rates.EUR'],
        [{ EUR: '1e3' }, 'rates.EUR'],
        [{ XYZ: '1.5' }, 'rates'],
        [{}, 'rates'],
      ];
      for (const [rates, field] of cases) {
        const r = await api.put('/v1/exchange-rates/2026-01-02', { body: { rates } });
        expect(r.status, JSON.stringify(rates)).to.equal(422);
        expect(r.body.error.details, JSON.stringify(rates)).to.have.property(field);
      }
      // A date that does not exist names no resource, like any bad path value.
      expect(
        (await api.put('/v1/exchange-rates/2026-02-31', { body: { rates: { EUR: '1' } } })).status,
      ).to.equal(404);
      const twelve = await api.put('/v1/exchange-rates/2026-01-02', {
        body: { rates: { JPY: '157.123456789' } },
      });
      expect(twelve.body.data.rates).to.deep.equal({ JPY: '157.123456789' });
    });

    it('needs settings:write to set and settings:read to read', async () => {
      const biz = await newBusiness();
      const reader = client(server.url, await tokenWithScopes(biz.id, ['settings:read']));
      expect(
        (await reader.put('/v1/exchange-rates/2026-01-02', { body: { rates: { EUR: '1' } } })).status,
      ).to.equal(403);
      expect((await reader.get('/v1/exchange-rates?date=2026-01-02')).status).to.equal(200);
      const other = client(server.url, await tokenWithScopes(biz.id, ['conversions:read']));
      expect((await other.get('/v1/exchange-rates')).status).to.equal(403);
    });

    it("the ECB reference table gives cross rates for any business currency; a business's own rate wins its date", async () => {
      // Currencies no other test uses, and no USD: the reference table is every business's.
      const file = path.join(os.tmpdir(), `${uniq('ecb')}.csv`);
      await writeFile(
        file,
        'Date,CZK,SEK,HUF,\n' + '1999-01-06,N/A,9.4,251.5,\n' + '1999-01-04,35.107,9.4696,250.8,\n',
      );
      const lines: string[] = [];
      expect(await runCli(['fx:import', file], deps.db, null, (l) => lines.push(l))).to.equal(0);
      expect(lines.join('\n')).to.match(
        /imported 5 reference rates for 2 dates \(1999-01-04 to 1999-01-06\)/,
      );

      const { api } = await shop('SEK');
      const r = (await api.get('/v1/exchange-rates?date=1999-01-05')).body.data;
      expect(r.base).to.equal('SEK');
      // CZK per SEK = 35.107 / 9.4696 to 12 significant digits, half-up.
      expect(r.rates.CZK).to.deep.equal({ rate: '3.70733716313', date: '1999-01-04', source: 'reference' });
      expect(r.rates.EUR).to.deep.equal({ rate: '0.105601081355', date: '1999-01-04', source: 'reference' });
      const later = (await api.get('/v1/exchange-rates?date=1999-01-07')).body.data;
      // 1999-01-06 has no CZK: CZK stays at 1999-01-04, HUF moves on.
      expect(later.rates.CZK.date).to.equal('1999-01-04');
      expect(later.rates.HUF).to.deep.equal({
        rate: '26.7553191489',
        date: '1999-01-06',
        source: 'reference',
      });

      await api.put('/v1/exchange-rates/1999-01-06', { body: { rates: { HUF: '27' } } });
      await api.put('/v1/exchange-rates/1999-01-05', { body: { rates: { CZK: '3.5' } } });
      const mixed = (await api.get('/v1/exchange-rates?date=1999-01-07')).body.data;
      expect(mixed.rates.HUF).to.deep.equal({ rate: '27', date: '1999-01-06', source: 'business' });
      expect(mixed.rates.CZK).to.deep.equal({ rate: '3.5', date: '1999-01-05', source: 'business' });

      // A malformed file changes nothing and says where.
      await writeFile(file, 'Date,CZK\n1999-01-08,1.2\n1999-01-09,abc\n');
      expect(await failure(importReferenceRates(deps.db, await readFile(file, 'utf8')))).to.match(
        /line 3, CZK/,
      );
      const after = (await api.get('/v1/exchange-rates?date=1999-01-10')).body.data;
      expect(after.rates.CZK).to.deep.equal({ rate: '3.5', date: '1999-01-05', source: 'business' });
    });
  });

  describe('conversion at recording', () => {
    it('converts the base at the rate of the latest date on or before the order (an order between two dates)', async () => {
      const { biz, api, ref } = await shop();
      await api.put('/v1/exchange-rates/2026-03-01', { body: { rates: { EUR: '0.8' } } });
      await api.put('/v1/exchange-rates/2026-03-10', { body: { rates: { EUR: '0.9' } } });
      const { r, order_id } = await order(api, {
        order_total: 110,
        subtotal: 105,
        discount_applied: 5,
        currency: 'EUR',
        referral_code: ref,
        converted_at: '2026-03-09T23:59:59Z',
      });
      expect(r.status, r.text).to.equal(202);
      const o = await recorded(api, order_id);
      // base 100.00 EUR / 0.8 = 125.00 USD; 10 % = 12.50 USD. The order keeps its EUR amounts.
      expect(o).to.include({
        currency: 'EUR',
        order_total: '110.00',
        subtotal: '105.00',
        exchange_rate: '0.8',
        commission_currency: 'USD',
        commission_amount: '12.50',
        net_commission_amount: '12.50',
      });
      // The conversion.created event carries the detail view, rate and commission currency too.
      const event = await deps.db.one<{ data: { object: Record<string, unknown> } }>(
        "SELECT data FROM webhook_events WHERE business_id = $1 AND type = 'conversion.created'",
        [biz.id],
      );
      expect(event.data.object).to.deep.equal(o);
      const next = await order(api, {
        order_total: 100,
        currency: 'EUR',
        referral_code: ref,
        converted_at: '2026-03-10T00:00:00Z',
      });
      expect((await recorded(api, next.order_id)).commission_amount).to.equal('11.11');
    });

    it('422 on currency naming the date when no rate is on or before it; nothing is queued', async () => {
      const { api, ref } = await shop();
      await api.put('/v1/exchange-rates/2026-03-01', { body: { rates: { EUR: '0.8' } } });
      const { r, order_id } = await order(api, {
        order_total: 10,
        currency: 'EUR',
        referral_code: ref,
        converted_at: '2026-02-28T12:00:00Z',
      });
      expect(r.status).to.equal(422);
      expect(r.body.error.details.currency[0]).to.include('2026-02-28');
      const gbp = await order(api, {
        order_total: 10,
        currency: 'GBP',
        converted_at: '2026-03-05T12:00:00Z',
      });
      expect(gbp.r.status).to.equal(422);
      expect(gbp.r.body.error.details).to.have.keys('currency');
      expect((await api.get(`/v1/conversions/${order_id}`)).status).to.equal(404);
    });

    it('an order without currency is in the business currency; tiers compare converted bases', async () => {
      const { biz, api, ref } = await shop('EUR');
      await api.post('/v1/settings/commission-tiers', { body: { min_amount: 0, max_amount: 100, rate: 5 } });
      await api.post('/v1/settings/commission-tiers', { body: { min_amount: 100, rate: 20 } });
      const plain = await order(api, { order_total: 90, referral_code: ref });
      expect(await recorded(api, plain.order_id)).to.include({
        currency: 'EUR',
        exchange_rate: null,
        commission_currency: 'EUR',
        commission_amount: '4.50',
      });
      await api.put('/v1/exchange-rates/2026-03-01', { body: { rates: { USD: '1.0854' } } });
      // 90 USD / 1.0854 = 82.92 EUR: the 5 % tier, though 90 would be too in USD; 120 USD = 110.56 EUR: 20 %.
      const small = await order(api, {
        order_total: 90,
        currency: 'USD',
        referral_code: ref,
        converted_at: '2026-03-02T00:00:00Z',
      });
      const big = await order(api, {
        order_total: 120,
        currency: 'USD',
        referral_code: ref,
        converted_at: '2026-03-02T00:00:00Z',
      });
      expect((await recorded(api, small.order_id)).commission_amount).to.equal('4.15');
      expect((await recorded(api, big.order_id)).commission_amount).to.equal('22.11');
      void biz;
    });

    it('a refund of a converted order reverses in proportion, in the business currency, and the ledger follows', async () => {
      const { api, ref } = await shop();
      await api.put('/v1/exchange-rates/2026-03-01', { body: { rates: { JPY: '150' } } });
      const { order_id } = await order(api, {
        order_total: 30000,
        currency: 'JPY',
        referral_code: ref,
        converted_at: '2026-03-02T00:00:00Z',
      });
      const o = await recorded(api, order_id);
      expect(o).to.include({ exchange_rate: '150', commission_amount: '20.00' });
      expect((await api.post(`/v1/orders/${o.id}/approve`, { body: {} })).status).to.equal(200);
      const r = await api.post(`/v1/conversions/${order_id}/refund`, {
        body: { refund_id: 'r1', amount: 10000 },
      });
      expect(r.status, r.text).to.equal(200);
      expect(r.body.data).to.include({ refunded_amount: '10000.00', net_commission_amount: '13.33' });
      const ledger = (await api.get(`/v1/affiliates/${o.affiliate.id}/ledger`)).body.data.items;
      expect(ledger.map((e: { type: string; amount: string }) => [e.type, e.amount])).to.deep.equal([
        ['refund', '-6.67'],
        ['commission', '20.00'],
      ]);
      expect((await api.get(`/v1/affiliates/${o.affiliate.id}/balance`)).body.data.balance).to.equal('13.33');
    });

    it('revenue, auto-approval bounds, the extended export and ClickHouse use the converted total', async () => {
      const { biz, api, ref } = await shop();
      await api.put('/v1/exchange-rates/2026-03-01', { body: { rates: { EUR: '0.8' } } });
      const eur = await order(api, {
        order_total: 100,
        currency: 'EUR',
        referral_code: ref,
        converted_at: '2026-03-02T00:00:00Z',
      });
      const usd = await order(api, {
        order_total: 100,
        referral_code: ref,
        converted_at: '2026-03-02T00:00:00Z',
      });
      const e = await recorded(api, eur.order_id);
      const u = await recorded(api, usd.order_id);
      expect((await api.get('/v1/orders/stats')).body.data.total_revenue).to.equal(225);

      // Bounds in USD: 110-200 holds the EUR order (125.00 USD), not the USD one.
      const approved = await autoApproveBusiness(
        deps,
        deps.db,
        { business_id: biz.id, delay_days: 0, min_amount: '110.00', max_amount: '200.00' },
        new Date('2026-03-20T00:00:00Z'),
      );
      expect(approved).to.equal(1);
      expect((await api.get(`/v1/conversions/${eur.order_id}`)).body.data.status).to.equal('approved');
      expect((await api.get(`/v1/conversions/${usd.order_id}`)).body.data.status).to.equal('pending');

      const csv = await api.get('/v1/orders/export?extended=true');
      const [head, ...rows] = csv.text.trim().split('\n');
      expect(head.split(',').slice(-2)).to.deep.equal(['Exchange Rate', 'Commission Currency']);
      expect(
        rows
          .find((l) => l.includes(eur.order_id))!
          .split(',')
          .slice(-2),
      ).to.deep.equal(['0.8', 'USD']);
      expect(
        rows
          .find((l) => l.includes(usd.order_id))!
          .split(',')
          .slice(-2),
      ).to.deep.equal(['', 'USD']);
      const plain = await api.get('/v1/orders/export');
      expect(plain.text.split('\n')[0]).to.not.include('Exchange Rate');

      await syncConversions(deps, { businessId: biz.id, ids: [e.id, u.id] });
      const rs = await deps.ch.client.query({
        query: `SELECT order_id, currency, toString(order_total) AS total, toString(exchange_rate) AS rate,
                       commission_currency, toString(converted_order_total) AS converted
                FROM conversions_latest WHERE business_id = {b:UInt64} ORDER BY id`,
        query_params: { b: biz.id },
        format: 'JSONEachRow',
      });
      const ch = await rs.json<Record<string, string | null>>();
      expect(ch).to.deep.equal([
        {
          order_id: eur.order_id,
          currency: 'EUR',
          total: '100',
          rate: '0.8',
          commission_currency: 'USD',
          converted: '125',
        },
        {
          order_id: usd.order_id,
          currency: 'USD',
          total: '100',
          rate: null,
          commission_currency: 'USD',
          converted: '100',
        },
      ]);
    });

    it('the worker converts at the rate the request accepted; a currency changed while queued is resolved again', async () => {
      const { biz, api, ref } = await shop();
      await api.put('/v1/exchange-rates/2026-03-01', { body: { rates: { EUR: '0.8' } } });
      // Queued at 0.8 in USD; the rate changes before the worker runs: the order keeps 0.8.
      const kept = conversionJob(biz.id, {
        currency: 'EUR',
        commissionCurrency: 'USD',
        exchangeRate: '0.8',
        referralCode: ref,
        convertedAt: '2026-03-02T00:00:00.000000Z',
      });
      await api.put('/v1/exchange-rates/2026-03-01', { body: { rates: { EUR: '0.5' } } });
      await recordConversion(deps, kept);
      expect((await api.get(`/v1/conversions/${kept.orderId}`)).body.data).to.include({
        exchange_rate: '0.8',
        commission_amount: '12.50',
      });

      // A job accepted while the business was in GBP (no conversion then), now in USD again:
      // resolved at the worker, and without a rate the attempt fails, leaving nothing behind.
      const stale = conversionJob(biz.id, {
        currency: 'JPY',
        orderTotal: '10000.00',
        subtotal: '10000.00',
        commissionCurrency: 'GBP',
        exchangeRate: '190',
        referralCode: ref,
        convertedAt: '2026-03-02T00:00:00.000000Z',
      });
      expect(await failure(recordConversion(deps, stale))).to.match(/No exchange rate from USD to JPY/);
      expect((await api.get(`/v1/conversions/${stale.orderId}`)).status).to.equal(404);
      await api.put('/v1/exchange-rates/2026-03-02', { body: { rates: { JPY: '150' } } });
      await recordConversion(deps, stale);
      expect((await api.get(`/v1/conversions/${stale.orderId}`)).body.data).to.include({
        exchange_rate: '150',
        commission_currency: 'USD',
        commission_amount: '6.67',
      });
    });
  });

  describe('payouts', () => {
    it('default to the business currency and refuse any other (422 on currency)', async () => {
      const biz = await newBusiness();
      await setSettings(biz.id, { currency: 'EUR' });
      const aff = await newAffiliate(biz.id);
      const api = client(server.url, biz.token);
      await api.post(`/v1/affiliates/${aff.id}/adjustments`, { body: { amount: '50.00', memo: 'owed' } });
      const usd = await api.post('/v1/payouts', {
        body: { affiliate_id: aff.id, amount: 10, currency: 'USD' },
      });
      expect(usd.status).to.equal(422);
      expect(usd.body.error.details).to.have.keys('currency');
      const plain = await api.post('/v1/payouts', { body: { affiliate_id: aff.id, amount: 10 } });
      expect(plain.status, plain.text).to.equal(201);
      expect(plain.body.data).to.include({ currency: 'EUR', amount: 10 });
      const eur = await api.post('/v1/payouts', {
        body: { affiliate_id: aff.id, amount: 5, currency: 'eur' },
      });
      expect(eur.status).to.equal(201);
      expect((await api.get(`/v1/affiliates/${aff.id}/balance`)).body.data.balance).to.equal('35.00');
    });
  });
});
