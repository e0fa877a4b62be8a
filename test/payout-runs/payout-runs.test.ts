import { expect } from 'chai';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { ManualClock } from '../../api/clock';
import type { Deps } from '../../api/deps';
import { addAdjustment } from '../../api/features/ledger/ledger.service';
import {
  setPayoutMethod,
  type PayoutMethodInput,
} from '../../api/features/payout-methods/payout-methods.service';
import { openScheduledRuns } from '../../api/features/payout-runs/payout-schedule';
import { QUEUE_NAMES } from '../../api/queues';
import { enqueueTick, schedule } from '../../workers/scheduler';
import { deps as sharedDeps, startServer } from '../helpers/context';
import { newAffiliate, newBusiness, tokenWithScopes, type AffiliateStatus } from '../helpers/fixtures';
import { client, type Client } from '../helpers/http';
import { syncPayouts } from '../helpers/reports';

const IBAN = 'DE89370400440532013000';

/** Payout runs (README, "Payout runs"). */
describe('payout runs', function () {
  this.timeout(120_000);
  let deps: Deps;
  let url: string;
  const clock = new ManualClock(new Date('2026-05-06T10:00:00.000Z'));

  before(async () => {
    deps = await sharedDeps();
    ({ url } = await startServer({ clock }));
  });

  async function business() {
    const biz = await newBusiness();
    return { biz, api: client(url, biz.token) };
  }

  /** An affiliate with `balance` (an adjustment) and, when given, a payout method. */
  async function payee(
    businessId: number,
    balance: number | null,
    method: PayoutMethodInput | null,
    status: AffiliateStatus = 'active',
  ) {
    const a = await newAffiliate(businessId, {}, deps);
    // Through the services the routes call, so the write rate limit is left to the runs.
    if (method) await setPayoutMethod(deps, businessId, a.id, method);
    if (balance !== null) await addAdjustment(deps, businessId, a.id, { amount: balance, memo: 'owed' });
    if (status !== 'active')
      await deps.db.none('UPDATE affiliates SET status = $1 WHERE id = $2', [status, a.id]);
    return a;
  }

  const paypal = (email: string): PayoutMethodInput => ({ method: 'paypal', details: { email } });
  const bank = (holder: string, bic?: string): PayoutMethodInput => ({
    method: 'bank_transfer',
    details: { account_holder: holder, iban: IBAN, ...(bic ? { bic } : {}) },
  });
  const balanceOf = async (api: Client, id: number) =>
    (await api.get(`/v1/affiliates/${id}/balance`)).body.data;

  it('pays the whole balance of every eligible affiliate in one run, and counts the skipped', async () => {
    const { biz, api } = await business();
    const a = await payee(biz.id, 100.25, paypal('a@example.com'));
    const b = await payee(biz.id, 30, bank('Bea Bank'));
    const e = await payee(biz.id, 20, { method: 'wise', details: { email: 'e@example.com' } });
    const noMethod = await payee(biz.id, 50, null);
    const below = await payee(biz.id, 5, paypal('d@example.com'));
    const suspended = await payee(biz.id, 70, paypal('s@example.com'), 'suspended');
    await payee(biz.id, null, paypal('zero@example.com'));
    const negative = await payee(biz.id, -12, paypal('n@example.com'));

    const r = await api.post('/v1/payout-runs', { body: { minimum: 10 } });
    expect(r.status, r.text).to.equal(201);
    expect(r.body.data).to.deep.include({
      status: 'open',
      currency: 'USD',
      method: null,
      minimum: '10.00',
      payout_count: 3,
      total: '150.25',
      skipped: { below_minimum: 1, no_method: 1 },
      created_at: '2026-05-06T10:00:00.000000Z',
      completed_at: null,
    });
    const run = r.body.data;
    const detail = await api.get(`/v1/payout-runs/${run.id}`);
    expect(detail.status).to.equal(200);
    const payouts = detail.body.data.payouts as {
      id: number;
      affiliate_id: number;
      amount: number;
      method: string;
    }[];
    expect(
      payouts.map((p) => [p.affiliate_id, p.amount, p.method]).sort((x, y) => Number(x[0]) - Number(y[0])),
    ).to.deep.equal([
      [a.id, 100.25, 'paypal'],
      [b.id, 30, 'bank_transfer'],
      [e.id, 20, 'wise'],
    ]);
    for (const p of detail.body.data.payouts)
      expect(p).to.include({ status: 'pending', payout_run_id: run.id });
    // The balances are consumed through the ledger's payout entries; the others are untouched.
    expect(await balanceOf(api, a.id)).to.include({ balance: '0.00', in_payout: '100.25' });
    const ledger = await api.get(`/v1/affiliates/${a.id}/ledger`);
    expect(ledger.body.data.items[0]).to.include({
      type: 'payout',
      amount: '-100.25',
      balance_after: '0.00',
    });
    expect(ledger.body.data.items[0].payout_id).to.equal(payouts.find((p) => p.affiliate_id === a.id)!.id);
    for (const [who, left] of [
      [noMethod, '50.00'],
      [below, '5.00'],
      [suspended, '70.00'],
      [negative, '-12.00'],
    ] as const)
      expect((await balanceOf(api, who.id)).balance).to.equal(left);
    // The run's payouts are payouts like any: in the payouts list.
    const list = await api.get(`/v1/payouts?affiliate_id=${b.id}&from=2026-05-01&to=2026-05-31`);
    expect(
      list.body.data.items.map((p: { amount: number; payout_run_id: number }) => [p.amount, p.payout_run_id]),
    ).to.deep.equal([[30, run.id]]);
    // And in ClickHouse, once synced: the payouts report carries the run too.
    await syncPayouts(deps, { businessId: biz.id, ids: payouts.map((p) => p.id) });
    const report = await api.get(`/v1/reports/payouts?from=2026-05-01&to=2026-05-31&affiliate_id=${e.id}`);
    expect(report.body.data.items.map((p: { payout_run_id: number }) => p.payout_run_id)).to.deep.equal([
      run.id,
    ]);
  });

  it('defaults the minimum to payout_minimum, filters by method, and makes an empty run when nobody is due', async () => {
    const { biz, api } = await business();
    expect((await api.put('/v1/settings', { body: { payout_minimum: 25 } })).status).to.equal(200);
    await payee(biz.id, 24.99, paypal('p1@example.com'));
    const p2 = await payee(biz.id, 25, paypal('p2@example.com'));
    await payee(biz.id, 80, { method: 'wise', details: { email: 'w@example.com' } });
    await payee(biz.id, 10, null);
    const r = await api.post('/v1/payout-runs', { body: { method: 'paypal' } });
    expect(r.status, r.text).to.equal(201);
    // The Wise affiliate is another method's: not counted.
    expect(r.body.data).to.deep.include({
      method: 'paypal',
      minimum: '25.00',
      payout_count: 1,
      total: '25.00',
      skipped: { below_minimum: 1, no_method: 1 },
    });
    expect((await api.get(`/v1/payout-runs/${r.body.data.id}`)).body.data.payouts[0].affiliate_id).to.equal(
      p2.id,
    );
    // Nothing due of the method's: still a run, empty.
    const empty = await api.post('/v1/payout-runs', { body: { method: 'paypal' } });
    expect(empty.status).to.equal(201);
    expect(empty.body.data).to.deep.include({
      payout_count: 0,
      total: '0.00',
      skipped: { below_minimum: 1, no_method: 1 },
    });
    expect((await api.get(`/v1/payout-runs/${empty.body.data.id}`)).body.data.payouts).to.deep.equal([]);
    // A minimum of 0 pays every positive balance, of any method.
    const all = await api.post('/v1/payout-runs', { body: { minimum: 0 } });
    expect(all.body.data).to.deep.include({
      minimum: '0.00',
      payout_count: 2,
      total: '104.99',
      skipped: { below_minimum: 0, no_method: 1 },
    });
    expect((await api.post('/v1/payout-runs', { body: { minimum: -1 } })).status).to.equal(422);
    expect((await api.post('/v1/payout-runs', { body: { method: 'cash' } })).status).to.equal(422);
  });

  it('pays each balance exactly once under 20 concurrent runs', async () => {
    const { biz, api } = await business();
    const payees = [];
    for (let i = 0; i < 30; i += 1) payees.push(await payee(biz.id, 10 + i, paypal(`c${i}@example.com`)));
    const runs = await Promise.all(
      Array.from({ length: 20 }, () => api.post('/v1/payout-runs', { body: {} })),
    );
    expect(runs.map((r) => r.status)).to.deep.equal(Array(20).fill(201));
    const paid = runs.reduce((n, r) => n + r.body.data.payout_count, 0);
    expect(paid).to.equal(30);
    const rows = await deps.db.any<{ affiliate_id: number; n: number; amount: string }>(
      `SELECT affiliate_id, count(*)::int AS n, sum(amount)::text AS amount FROM payouts
       WHERE business_id = $1 GROUP BY affiliate_id ORDER BY affiliate_id`,
      [biz.id],
    );
    expect(rows.map((r) => [r.affiliate_id, r.n, r.amount])).to.deep.equal(
      payees.map((p, i) => [p.id, 1, `${10 + i}.00`]),
    );
    for (const p of payees) expect((await balanceOf(api, p.id)).balance).to.equal('0.00');
    const list = await api.get('/v1/payout-runs?per_page=100');
    expect(list.body.data.meta.total).to.equal(20);
    const ids = list.body.data.items.map((r: { id: number }) => r.id);
    expect(ids).to.deep.equal([...ids].sort((x: number, y: number) => y - x));
  });

  it('completes a run: its pending payouts completed, failed ones left; a completed run is 409', async () => {
    const { biz, api } = await business();
    const a = await payee(biz.id, 40, paypal('x@example.com'));
    const b = await payee(biz.id, 60, paypal('y@example.com'));
    const run = (await api.post('/v1/payout-runs', { body: {} })).body.data;
    const payouts = (await api.get(`/v1/payout-runs/${run.id}`)).body.data.payouts;
    const ofB = payouts.find((p: { affiliate_id: number }) => p.affiliate_id === b.id);
    // A single payout of the run fails: its amount returns to the balance.
    expect((await api.post(`/v1/payouts/${ofB.id}/fail`)).status).to.equal(200);
    expect((await balanceOf(api, b.id)).balance).to.equal('60.00');
    clock.set('2026-05-07T09:00:00.000Z');
    const done = await api.post(`/v1/payout-runs/${run.id}/complete`, { body: { reference: 'BATCH-7' } });
    expect(done.status, done.text).to.equal(200);
    expect(done.body.data).to.deep.include({
      status: 'completed',
      completed_at: '2026-05-07T09:00:00.000000Z',
      reference: 'BATCH-7',
    });
    const after = (await api.get(`/v1/payout-runs/${run.id}`)).body.data.payouts;
    expect(
      Object.fromEntries(
        after.map((p: { affiliate_id: number; status: string }) => [p.affiliate_id, p.status]),
      ),
    ).to.deep.equal({ [a.id]: 'completed', [b.id]: 'failed' });
    expect(after.find((p: { status: string }) => p.status === 'completed')).to.include({
      reference: 'BATCH-7',
      paid_at: '2026-05-07T09:00:00.000000Z',
    });
    expect(await balanceOf(api, a.id)).to.include({ paid: '40.00', in_payout: '0.00' });
    const again = await api.post(`/v1/payout-runs/${run.id}/complete`, { body: {} });
    expect(again.status).to.equal(409);
    expect(again.body.error.code).to.equal('INVALID_STATUS');
    const events = await deps.db.any<{ type: string; data: { object: { id: number; status: string } } }>(
      `SELECT type, data FROM webhook_events WHERE business_id = $1 AND type LIKE 'payout_run.%' ORDER BY id`,
      [biz.id],
    );
    expect(events.map((e) => [e.type, e.data.object.id, e.data.object.status])).to.deep.equal([
      ['payout_run.created', run.id, 'open'],
      ['payout_run.completed', run.id, 'completed'],
    ]);
    clock.set('2026-05-06T10:00:00.000Z');
  });

  it("keeps runs to their business and scopes: another business's run is 404, payouts:read cannot run", async () => {
    const { biz, api } = await business();
    const run = (await api.post('/v1/payout-runs', { body: {} })).body.data;
    const other = await business();
    expect((await other.api.get(`/v1/payout-runs/${run.id}`)).status).to.equal(404);
    expect((await other.api.post(`/v1/payout-runs/${run.id}/complete`, { body: {} })).status).to.equal(404);
    expect((await other.api.get(`/v1/payout-runs/${run.id}/file?format=paypal`)).status).to.equal(404);
    const reader = client(url, await tokenWithScopes(biz.id, ['payouts:read'], deps));
    expect((await reader.post('/v1/payout-runs', { body: {} })).status).to.equal(403);
    expect((await reader.get(`/v1/payout-runs/${run.id}`)).status).to.equal(200);
    expect((await api.get(`/v1/payout-runs/${run.id}/file?format=csv`)).status).to.equal(422);
  });

  it('POST /v1/payouts takes the method wise', async () => {
    const { biz, api } = await business();
    const a = await payee(biz.id, 10, null);
    const r = await api.post('/v1/payouts', { body: { affiliate_id: a.id, amount: 4, method: 'wise' } });
    expect(r.status, r.text).to.equal(201);
    expect(r.body.data.method).to.equal('wise');
  });

  describe('files', () => {
    it("writes PayPal's payouts CSV and Wise's batch CSV with the real details and the payout ids", async () => {
      const { biz, api } = await business();
      const a = await payee(biz.id, 12.5, paypal('alice.smith@example.com'));
      const w1 = await payee(biz.id, 30, { method: 'wise', details: { email: 'wendy@example.org' } });
      const w2 = await payee(biz.id, 45.1, {
        method: 'wise',
        details: { account_holder: 'Walt Whit', iban: 'GB82WEST12345698765432' },
      });
      await payee(biz.id, 9, bank('Not In CSV'));
      const run = (await api.post('/v1/payout-runs', { body: {} })).body.data;
      const ids = Object.fromEntries(
        (await api.get(`/v1/payout-runs/${run.id}`)).body.data.payouts.map(
          (p: { affiliate_id: number; id: number }) => [p.affiliate_id, p.id],
        ),
      );
      const pp = await api.get(`/v1/payout-runs/${run.id}/file?format=paypal`);
      expect(pp.status).to.equal(200);
      expect(pp.headers.get('content-type')).to.match(/^text\/csv/);
      expect(pp.headers.get('content-disposition')).to.include(`payout-run-${run.id}-paypal.csv`);
      expect(pp.text).to.equal(`alice.smith@example.com,12.50,USD,${ids[a.id]},Payout ${ids[a.id]},PAYPAL\n`);
      const wise = await api.get(`/v1/payout-runs/${run.id}/file?format=wise`);
      expect(wise.status).to.equal(200);
      expect(wise.text.trimEnd().split('\n')).to.deep.equal([
        'name,recipientEmail,paymentReference,receiverType,amountCurrency,amount,sourceCurrency,targetCurrency,type,IBAN',
        `${w1.name},wendy@example.org,${ids[w1.id]},PRIVATE,target,30.00,USD,USD,EMAIL,`,
        `Walt Whit,,${ids[w2.id]},PRIVATE,target,45.10,USD,USD,IBAN,GB82WEST12345698765432`,
      ]);
    });

    it('writes a SEPA credit transfer that validates against pain.001.001.03, and 422 without its debtor or in USD', async () => {
      const { biz, api } = await business();
      const b1 = await payee(biz.id, 100, bank('Jürgen Müller-Straße & Co', 'COBADEFFXXX'));
      const b2 = await payee(biz.id, 0.5, bank('Ana <Ana>'));
      await payee(biz.id, 7, paypal('pp@example.com'));
      const run = (await api.post('/v1/payout-runs', { body: {} })).body.data;
      const file = () => api.get(`/v1/payout-runs/${run.id}/file?format=sepa`);
      const noDebtor = await file();
      expect(noDebtor.status).to.equal(422);
      expect(noDebtor.body.error.details.format[0]).to.include('payout_debtor');
      const debtor = { name: 'Shop GmbH', iban: 'DE02 1203 0000 0000 2020 51', bic: 'BYLADEM1001' };
      const set = await api.put('/v1/settings/payout_debtor', { body: { value: debtor } });
      expect(set.status, set.text).to.equal(200);
      expect(set.body.data.value).to.deep.equal({ ...debtor, iban: 'DE02120300000000202051' });
      const usd = await file();
      expect(usd.status).to.equal(422);
      expect(usd.body.error.details.format[0]).to.include('EUR');
      // A run is in the business currency when it is made; that setting is not in this build
      // (every business is in USD), so the run's currency is set here as a EUR business's would be.
      await deps.db.none(`UPDATE payout_runs SET currency = 'EUR' WHERE id = $1`, [run.id]);
      await deps.db.none(`UPDATE payouts SET currency = 'EUR' WHERE payout_run_id = $1`, [run.id]);
      const ids = Object.fromEntries(
        (await api.get(`/v1/payout-runs/${run.id}`)).body.data.payouts.map(
          (p: { affiliate_id: number; id: number }) => [p.affiliate_id, p.id],
        ),
      );
      const sepa = await file();
      expect(sepa.status, sepa.text).to.equal(200);
      expect(sepa.headers.get('content-type')).to.match(/^application\/xml/);
      const xsd = await readFile(path.join(__dirname, '../fixtures/pain.001.001.03.xsd'), 'utf8');
      const result = await validateXML({
        xml: [{ fileName: 'run.xml', contents: sepa.text }],
        schema: [{ fileName: 'pain.001.001.03.xsd', contents: xsd }],
      });
      expect(result.errors, sepa.text).to.deep.equal([]);
      expect(result.valid).to.equal(true);
      expect(sepa.text).to.include('<NbOfTxs>2</NbOfTxs>').and.include('<CtrlSum>100.50</CtrlSum>');
      expect(sepa.text).to.include(`<EndToEndId>${ids[b1.id]}</EndToEndId>`);
      expect(sepa.text).to.include(`<EndToEndId>${ids[b2.id]}</EndToEndId>`);
      expect(sepa.text).to.include(`<IBAN>${IBAN}</IBAN>`).and.include('<BIC>COBADEFFXXX</BIC>');
      expect(sepa.text).to.include('<Nm>Jurgen Muller-Strasse Co</Nm>');
      expect(sepa.text).to.include('<InstdAmt Ccy="EUR">0.50</InstdAmt>');
      expect(sepa.text).to.include('<IBAN>DE02120300000000202051</IBAN>');
      expect(sepa.text).not.to.include('pp@example.com');
    });
  });

  describe('settings', () => {
    it('has payout_minimum, payout_schedule and payout_debtor, checked', async () => {
      const { api } = await business();
      const got = (await api.get('/v1/settings')).body.data;
      expect(got).to.deep.include({ payout_minimum: 0, payout_schedule: null, payout_debtor: null });
      const r = await api.put('/v1/settings', { body: { payout_minimum: 50.5, payout_schedule: 'monthly' } });
      expect(r.status, r.text).to.equal(200);
      expect(r.body.data).to.deep.include({ payout_minimum: 50.5, payout_schedule: 'monthly' });
      expect((await api.get('/v1/settings/payout_schedule')).body.data).to.deep.equal({
        key: 'payout_schedule',
        value: 'monthly',
      });
      expect(
        (await api.put('/v1/settings/payout_schedule', { body: { value: null } })).body.data.value,
      ).to.equal(null);
      for (const body of [
        { payout_minimum: -1 },
        { payout_minimum: null },
        { payout_schedule: 'daily' },
        { payout_debtor: { name: 'X', iban: 'DE00370400440532013000', bic: 'DEUTDEFF' } },
        { payout_debtor: { name: 'X', iban: IBAN } },
      ]) {
        const bad = await api.put('/v1/settings', { body });
        expect(bad.status, JSON.stringify(body)).to.equal(422);
      }
      const debtor = await api.put('/v1/settings', {
        body: { payout_debtor: { name: 'Shop', iban: IBAN, bic: 'DEUTDEFF' } },
      });
      expect(debtor.body.data.payout_debtor).to.deep.equal({ name: 'Shop', iban: IBAN, bic: 'DEUTDEFF' });
    });
  });

  describe('scheduled runs', () => {
    it('opens one run per boundary however many schedulers tick, and none off the boundary day', async () => {
      const { biz, api } = await business();
      const weekly = await business();
      await payee(biz.id, 15, paypal('m@example.com'));
      await payee(weekly.biz.id, 20, paypal('w@example.com'));
      await api.put('/v1/settings', { body: { payout_schedule: 'monthly' } });
      await weekly.api.put('/v1/settings', { body: { payout_schedule: 'weekly' } });
      const at = new ManualClock(new Date('2026-06-01T00:00:05.000Z')); // a Monday and the 1st
      const d = { ...deps, clock: at };
      await Promise.all([openScheduledRuns(d), openScheduledRuns(d), openScheduledRuns(d)]);
      at.set('2026-06-01T13:00:00.000Z');
      await openScheduledRuns(d);
      const runsOf = async (c: Client) => (await c.get('/v1/payout-runs')).body.data.items;
      for (const c of [api, weekly.api]) {
        const runs = await runsOf(c);
        expect(runs).to.have.length(1);
        expect(runs[0]).to.deep.include({ scheduled_for: '2026-06-01T00:00:00.000000Z', payout_count: 1 });
      }
      // Tuesday, a day past the boundary: nothing; the next Monday: the weekly one only.
      at.set('2026-06-02T01:00:00.000Z');
      await openScheduledRuns(d);
      at.set('2026-06-08T00:00:00.000Z');
      await openScheduledRuns(d);
      expect(await runsOf(api)).to.have.length(1);
      const w = await runsOf(weekly.api);
      expect(
        w.map((r: { scheduled_for: string; payout_count: number }) => [r.scheduled_for, r.payout_count]),
      ).to.deep.equal([
        ['2026-06-08T00:00:00.000000Z', 0],
        ['2026-06-01T00:00:00.000000Z', 1],
      ]);
    });

    it('is an hourly scheduler entry whose tick is one job however many schedulers enqueue it', async () => {
      const entry = schedule.find((e) => e.name === 'scheduled-payout-runs')!;
      expect(entry.cron(deps)).to.equal('0 * * * *');
      const tick = new Date('2030-01-01T05:00:00.000Z');
      await Promise.all([enqueueTick(deps, entry, tick), enqueueTick(deps, entry, tick)]);
      const jobs = await deps.queues
        .get(QUEUE_NAMES.maintenance)
        .getJobs(['waiting', 'delayed', 'active', 'completed']);
      expect(jobs.filter((j) => j.id === `scheduled-payout-runs:2030-01-01T05:00`)).to.have.length(1);
    });
  });
});
