import { expect } from 'chai';
import { ManualClock } from '../../api/clock';
import type { Deps } from '../../api/deps';
import { resyncClickHouse } from '../../api/sync/clickhouse-resync';
import { QUEUE_NAMES } from '../../api/queues';
import { deps as sharedDeps, startServer } from '../helpers/context';
import { newAffiliate, newBusiness, type TestBusiness, tokenWithScopes } from '../helpers/fixtures';
import { client, type Client } from '../helpers/http';
import { changeConversionStatus, seedConversions, syncPayouts } from '../helpers/reports';

describe('payouts', function () {
  this.timeout(60_000);
  let deps: Deps;
  let biz: TestBusiness;
  let api: Client;
  let url: string;
  const clock = new ManualClock(new Date('2026-05-04T10:00:00.000Z'));

  /** An affiliate with `approved` commission (plus pending and voided commission that is not owed). */
  async function affiliateOwed(approved: string[], b = biz) {
    const a = await newAffiliate(b.id, {}, deps);
    const at = '2026-04-01T12:00:00.000000Z';
    await seedConversions(deps, b.id, [
      ...approved.map((c) => ({
        affiliateId: a.id,
        linkId: null,
        commission: c,
        status: 'approved' as const,
        convertedAt: at,
      })),
      { affiliateId: a.id, linkId: null, commission: '500.00', status: 'pending', convertedAt: at },
      { affiliateId: a.id, linkId: null, commission: '700.00', status: 'rejected', convertedAt: at },
      { affiliateId: a.id, linkId: null, commission: '900.00', status: 'cancelled', convertedAt: at },
    ]);
    return a;
  }

  before(async () => {
    deps = await sharedDeps();
    biz = await newBusiness();
    ({ url } = await startServer({ clock }));
    api = client(url, biz.token);
  });

  describe('POST /v1/payouts', () => {
    it('records a pending payout (201) as a Payout object', async () => {
      const a = await affiliateOwed(['60.10', '40.00']);
      const r = await api.post('/v1/payouts', {
        body: { affiliate_id: a.id, amount: 75.5, method: 'bank_transfer', reference: 'INV-1' },
      });
      expect(r.status, r.text).to.equal(201);
      expect(r.body.success).to.equal(true);
      expect(r.body.data).to.deep.equal({
        id: r.body.data.id,
        affiliate_id: a.id,
        affiliate_name: a.name,
        amount: 75.5,
        currency: 'USD',
        method: 'bank_transfer',
        status: 'pending',
        reference: 'INV-1',
        payout_run_id: null,
        paid_at: null,
        created_at: '2026-05-04T10:00:00.000000Z',
      });
      const minimal = await api.post('/v1/payouts', {
        body: { affiliate_id: a.id, amount: '0.01', currency: 'usd' },
      });
      expect(minimal.status).to.equal(201);
      expect(minimal.body.data).to.include({ amount: 0.01, currency: 'USD', method: null, reference: null });
    });

    it('allows exactly the approved commission minus payouts not failed, and 422 beyond it', async () => {
      const a = await affiliateOwed(['100.00', '20.05']);
      const over = await api.post('/v1/payouts', { body: { affiliate_id: a.id, amount: 120.06 } });
      expect(over.status).to.equal(422);
      expect(over.body.error.code).to.equal('VALIDATION_ERROR');
      expect(over.body.error.details).to.have.key('amount');
      expect(over.body.error.details.amount[0]).to.include('120.05');
      const first = await api.post('/v1/payouts', { body: { affiliate_id: a.id, amount: 100 } });
      expect(first.status).to.equal(201);
      // The pending payout counts: 20.05 is left.
      expect(
        (await api.post('/v1/payouts', { body: { affiliate_id: a.id, amount: 20.06 } })).status,
      ).to.equal(422);
      // A failed payout frees its amount again.
      expect((await api.post(`/v1/payouts/${first.body.data.id}/fail`)).status).to.equal(200);
      const again = await api.post('/v1/payouts', { body: { affiliate_id: a.id, amount: 120.05 } });
      expect(again.status).to.equal(201);
      // A completed payout keeps counting.
      expect((await api.post(`/v1/payouts/${again.body.data.id}/complete`)).status).to.equal(200);
      expect((await api.post('/v1/payouts', { body: { affiliate_id: a.id, amount: 0.01 } })).status).to.equal(
        422,
      );
      // Newly approved commission becomes payable.
      const [id] = await seedConversions(deps, biz.id, [
        {
          affiliateId: a.id,
          linkId: null,
          commission: '5.00',
          status: 'pending',
          convertedAt: '2026-04-02T00:00:00.000000Z',
        },
      ]);
      expect((await api.post('/v1/payouts', { body: { affiliate_id: a.id, amount: 5 } })).status).to.equal(
        422,
      );
      await changeConversionStatus(deps, biz.id, id, 'approved');
      expect((await api.post('/v1/payouts', { body: { affiliate_id: a.id, amount: 5 } })).status).to.equal(
        201,
      );
    });

    it('lets only one of several concurrent payouts spend the same balance', async () => {
      const a = await affiliateOwed(['50.00']);
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          api.post('/v1/payouts', { body: { affiliate_id: a.id, amount: 30 } }),
        ),
      );
      expect(results.map((r) => r.status).sort()).to.deep.equal([201, 422, 422, 422, 422, 422]);
      const sum = await deps.db.one<{ s: string }>(
        `SELECT coalesce(sum(amount), 0)::text AS s FROM payouts WHERE business_id = $1 AND affiliate_id = $2 AND status <> 'failed'`,
        [biz.id, a.id],
      );
      expect(sum.s).to.equal('30.00');
    });

    it("answers 422 on affiliate_id for another business's, a deleted or an unknown affiliate", async () => {
      const other = await newBusiness();
      const foreign = await affiliateOwed(['100.00'], other);
      const deleted = await newAffiliate(biz.id, { deleted: true }, deps);
      for (const id of [foreign.id, deleted.id, 987654321]) {
        const r = await api.post('/v1/payouts', { body: { affiliate_id: id, amount: 1 } });
        expect(r.status, String(id)).to.equal(422);
        expect(r.body.error.details).to.have.key('affiliate_id');
      }
      const n = await deps.db.one<{ n: number }>(
        'SELECT count(*)::int AS n FROM payouts WHERE affiliate_id = $1',
        [foreign.id],
      );
      expect(n.n).to.equal(0);
    });

    const invalid: [string, Record<string, unknown>, string][] = [
      ['affiliate_id missing', { amount: 1 }, 'affiliate_id'],
      ['affiliate_id not an id', { affiliate_id: 'x', amount: 1 }, 'affiliate_id'],
      ['amount missing', { affiliate_id: 1 }, 'amount'],
      ['amount zero', { affiliate_id: 1, amount: 0 }, 'amount'],
      ['amount negative', { affiliate_id: 1, amount: -5 }, 'amount'],
      ['amount with 3 decimals', { affiliate_id: 1, amount: 1.005 }, 'amount'],
      ['amount not a number', { affiliate_id: 1, amount: 'lots' }, 'amount'],
      ['currency of 4 letters', { affiliate_id: 1, amount: 1, currency: 'EURO' }, 'currency'],
      ['currency with digits', { affiliate_id: 1, amount: 1, currency: 'U5D' }, 'currency'],
      ['unknown method', { affiliate_id: 1, amount: 1, method: 'cash' }, 'method'],
      ['reference too long', { affiliate_id: 1, amount: 1, reference: 'x'.repeat(256) }, 'reference'],
    ];
    for (const [what, body, field] of invalid) {
      it(`422 for ${what}`, async () => {
        const r = await api.post('/v1/payouts', { body });
        expect(r.status).to.equal(422);
        expect(r.body.error.details).to.have.property(field);
      });
    }

    it('needs payouts:write (403) and a token (401)', async () => {
      const readOnly = client(url, await tokenWithScopes(biz.id, ['payouts:read', 'reports:read']));
      expect((await readOnly.post('/v1/payouts', { body: { affiliate_id: 1, amount: 1 } })).status).to.equal(
        403,
      );
      expect(
        (await client(url).post('/v1/payouts', { body: { affiliate_id: 1, amount: 1 } })).status,
      ).to.equal(401);
      expect((await readOnly.post('/v1/payouts/1/complete')).status).to.equal(403);
      expect((await readOnly.post('/v1/payouts/1/fail')).status).to.equal(403);
    });
  });

  describe('transitions', () => {
    async function pendingPayout(amount = 10) {
      const a = await affiliateOwed(['100.00']);
      return (await api.post('/v1/payouts', { body: { affiliate_id: a.id, amount } })).body.data;
    }

    it('completes a pending payout with paid_at and the reference', async () => {
      const p = await pendingPayout();
      clock.set('2026-05-06T08:09:10.000Z');
      const r = await api.post(`/v1/payouts/${p.id}/complete`, { body: { reference: 'WIRE-9' } });
      expect(r.status).to.equal(200);
      expect(r.body.data).to.deep.equal({
        ...p,
        status: 'completed',
        reference: 'WIRE-9',
        paid_at: '2026-05-06T08:09:10.000000Z',
      });
      const keep = await pendingPayout();
      const k = await api.post(`/v1/payouts/${keep.id}/complete`);
      expect(k.body.data.reference).to.equal(null);
    });

    it('fails a pending payout; paid_at stays null', async () => {
      const p = await pendingPayout();
      const r = await api.post(`/v1/payouts/${p.id}/fail`);
      expect(r.status).to.equal(200);
      expect(r.body.data).to.deep.equal({ ...p, status: 'failed' });
    });

    it('answers 409 INVALID_STATUS for every other transition', async () => {
      const done = await pendingPayout();
      await api.post(`/v1/payouts/${done.id}/complete`);
      const failed = await pendingPayout();
      await api.post(`/v1/payouts/${failed.id}/fail`);
      for (const [id, action, state] of [
        [done.id, 'complete', 'completed'],
        [done.id, 'fail', 'completed'],
        [failed.id, 'complete', 'failed'],
        [failed.id, 'fail', 'failed'],
      ]) {
        const r = await api.post(`/v1/payouts/${id}/${action}`);
        expect(r.status).to.equal(409);
        expect(r.body.error.code).to.equal('INVALID_STATUS');
        expect(r.body.error.message).to.include(String(state));
      }
    });

    it("answers 404 for another business's payout and changes nothing", async () => {
      const p = await pendingPayout();
      const other = await newBusiness();
      const theirs = client(url, other.token);
      expect((await theirs.post(`/v1/payouts/${p.id}/complete`)).status).to.equal(404);
      expect((await theirs.post(`/v1/payouts/${p.id}/fail`)).status).to.equal(404);
      expect((await api.post('/v1/payouts/987654321/fail')).status).to.equal(404);
      const row = await deps.db.one('SELECT status FROM payouts WHERE id = $1', [p.id]);
      expect(row.status).to.equal('pending');
    });
  });

  describe('GET /v1/payouts and the ClickHouse load', () => {
    it("never shows another business's affiliate, even for a payout row that names one", async () => {
      // Only a row written around the API can name another business's affiliate (the key is
      // the affiliate id alone); the list still never shows that business's affiliate.
      const b = await newBusiness();
      const other = await newBusiness();
      const own = await affiliateOwed(['50.00'], b);
      const foreign = await newAffiliate(other.id, { name: `Foreign ${other.slug}` }, deps);
      const at = '2026-02-10T10:00:00.000000Z';
      await deps.db.none(
        `INSERT INTO payouts (business_id, affiliate_id, amount, created_at, updated_at)
         VALUES ($1, $2, 10, $4, $4), ($1, $3, 20, $4, $4)`,
        [b.id, own.id, foreign.id, at],
      );
      const list = await client(url, b.token).get('/v1/payouts?from=2026-02-01&to=2026-02-28');
      expect(list.status, list.text).to.equal(200);
      expect(list.body.data.items.map((x: { affiliate_name: string }) => x.affiliate_name)).to.deep.equal([
        own.name,
      ]);
      expect(list.text).not.to.include(foreign.name);
    });

    it('lists like the payouts report, from PostgreSQL right after the change', async () => {
      const b = await newBusiness();
      const c = client(url, b.token);
      const a = await affiliateOwed(['300.00'], b);
      clock.set('2026-03-01T10:00:00.000Z');
      const p1 = (await c.post('/v1/payouts', { body: { affiliate_id: a.id, amount: 10 } })).body.data;
      clock.set('2026-03-10T10:00:00.000Z');
      const p2 = (await c.post('/v1/payouts', { body: { affiliate_id: a.id, amount: 20 } })).body.data;
      clock.set('2026-04-02T10:00:00.000Z');
      await c.post(`/v1/payouts/${p1.id}/complete`);
      const march = await c.get('/v1/payouts?from=2026-03-01&to=2026-03-31');
      expect(march.status).to.equal(200);
      // p1 was created in March but completed in April: it is filtered by paid_at.
      expect(march.body.data.items.map((x: { id: number }) => x.id)).to.deep.equal([p2.id]);
      expect(march.body.data.meta).to.deep.equal({ current_page: 1, per_page: 15, total: 1, last_page: 1 });
      expect(march.body.data.filters).to.deep.equal({
        from: '2026-03-01',
        to: '2026-03-31',
        status: null,
        affiliate_id: null,
      });
      const april = await c.get('/v1/payouts?from=2026-04-01&to=2026-04-30&status=completed');
      expect(april.body.data.items.map((x: { id: number }) => x.id)).to.deep.equal([p1.id]);
      expect((await c.get('/v1/payouts?status=nope')).status).to.equal(422);
      expect(
        (await c.get(`/v1/payouts?affiliate_id=${(await newAffiliate(biz.id, {}, deps)).id}`)).status,
      ).to.equal(422);
      const noScope = client(url, await tokenWithScopes(b.id, ['reports:read']));
      expect((await noScope.get('/v1/payouts')).status).to.equal(403);

      // Each change queued a payout-sync job; loading them gives the report the same list.
      const jobs = await deps.queues
        .get(QUEUE_NAMES.payoutSync)
        .getJobs(['waiting', 'delayed', 'prioritized']);
      const queued = jobs.filter((j) => j.data.businessId === b.id).flatMap((j) => j.data.ids as number[]);
      expect(new Set(queued)).to.deep.equal(new Set([p1.id, p2.id]));
      for (const j of jobs.filter((x) => x.data.businessId === b.id)) await syncPayouts(deps, j.data);
      const report = await c.get('/v1/reports/payouts?from=2026-03-01&to=2026-04-30');
      const list = await c.get('/v1/payouts?from=2026-03-01&to=2026-04-30');
      expect(report.body.data).to.deep.equal(list.body.data);
      // The analysts' view shows one row per payout in its latest state.
      const rs = await deps.ch.client.query({
        query: 'SELECT id, status, version FROM payouts_latest WHERE business_id = {b:UInt64} ORDER BY id',
        query_params: { b: b.id },
        format: 'JSONEachRow',
      });
      expect(await rs.json()).to.deep.equal([
        { id: p1.id, status: 'completed', version: 2 },
        { id: p2.id, status: 'pending', version: 1 },
      ]);

      // Each job recorded the version it loaded; a payout whose job failed for good is queued again.
      const marks = () =>
        deps.db.any<{ id: number; version: number; synced_version: number }>(
          'SELECT id, version, synced_version FROM payouts WHERE business_id = $1 ORDER BY id',
          [b.id],
        );
      expect(await marks()).to.deep.equal([
        { id: p1.id, version: 2, synced_version: 2 },
        { id: p2.id, version: 1, synced_version: 1 },
      ]);
      // Its job gone (loaded above; in life, failed for good) and its mark behind.
      for (const j of jobs.filter((x) => x.data.businessId === b.id)) await j.remove();
      await deps.db.none('UPDATE payouts SET synced_version = 0 WHERE id = $1', [p2.id]);
      const now = new ManualClock(new Date(Date.now() + 120_000));
      expect((await resyncClickHouse({ ...deps, clock: now })).payouts).to.be.at.least(1);
      const again = await deps.queues
        .get(QUEUE_NAMES.payoutSync)
        .getJobs(['waiting', 'delayed', 'prioritized']);
      const requeued = again.filter((j) => j.data.businessId === b.id);
      expect(requeued.flatMap((j) => j.data.ids as number[])).to.deep.equal([p2.id]);
      await syncPayouts(deps, requeued[0].data);
      expect((await marks())[1].synced_version).to.equal(1);
    });
  });
});
