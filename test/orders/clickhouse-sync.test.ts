import { expect } from 'chai';
import { ManualClock } from '../../api/clock';
import type { Deps } from '../../api/deps';
import { runAutoApproval } from '../../api/features/orders/auto-approval';
import { transition } from '../../api/orders/order-transitions';
import { resyncClickHouse, RESYNC_AFTER_MS } from '../../api/sync/clickhouse-resync';
import { startWorkers, type WorkerPool } from '../../workers';
import { syncConversions } from '../../api/features/conversions/conversion-sync';
import { conversionSyncProcessor } from '../../workers/processors/conversion-sync';
import { deps, startServer } from '../helpers/context';
import { newAffiliate, newBusiness, newLink, setSettings, type TestBusiness } from '../helpers/fixtures';
import { waitFor } from '../helpers/wait';
import { client, type Client } from '../helpers/http';
import { insertConversion } from '../helpers/orders';

interface ChRow {
  id: number;
  status: string;
  version: number;
}

describe('orders: every status change reaches ClickHouse as a new version', () => {
  let d: Deps;
  let pool: WorkerPool;
  let biz: TestBusiness;
  let api: Client;

  before(async () => {
    d = await deps();
    const { url } = await startServer();
    biz = await newBusiness();
    api = client(url, biz.token);
    pool = startWorkers(d, [conversionSyncProcessor]);
  });

  after(async () => {
    await pool.close();
  });

  async function latest(ids: number[]): Promise<ChRow[]> {
    const rs = await d.ch.client.query({
      query: `SELECT id, status, version FROM conversions FINAL
              WHERE business_id = {b:UInt64} AND id IN {ids:Array(UInt64)} ORDER BY id`,
      query_params: { b: biz.id, ids },
      format: 'JSONEachRow',
    });
    return rs.json<ChRow>();
  }

  /** Waits until ClickHouse shows `want`; reports must reflect a change within 5 s. */
  async function showsInClickHouse(ids: number[], want: ChRow[]): Promise<void> {
    await waitFor(
      `ClickHouse to show ${JSON.stringify(want)}`,
      () => latest(ids),
      (got) => JSON.stringify(got) === JSON.stringify(want),
      5000,
    );
  }

  /** A recorded conversion, with its first version in ClickHouse as the recording worker leaves it. */
  async function recorded(o: Parameters<typeof insertConversion>[1] = {}) {
    const c = await insertConversion(biz.id, o);
    await syncConversions(d, { businessId: biz.id, ids: [c.id] });
    return c;
  }

  it('an approval through the API shows as the approved version in ClickHouse', async () => {
    const c = await recorded();
    expect(await latest([c.id])).to.deep.equal([{ id: c.id, status: 'pending', version: 1 }]);
    const r = await api.post(`/v1/orders/${c.id}/approve`, { body: { notes: 'ok' } });
    expect(r.status).to.equal(200);
    await showsInClickHouse([c.id], [{ id: c.id, status: 'approved', version: 2 }]);
  });

  it('a re-run of the same sync job counts the conversion once', async () => {
    // Raw row counts below must see every inserted row: a background merge of the
    // ReplacingMergeTree would fold versions (or duplicates) together while the suite runs.
    await d.ch.client.command({ query: 'SYSTEM STOP MERGES conversions' });
    after(() => d.ch.client.command({ query: 'SYSTEM START MERGES conversions' }));
    const c = await recorded({ order_total: '40.00' });
    const job = { businessId: biz.id, ids: [c.id] };
    await syncConversions(d, job);
    await syncConversions(d, job);
    const raw = async () =>
      (
        await (
          await d.ch.client.query({
            query: `SELECT count() AS rows, sum(order_total) AS total FROM conversions
                    WHERE business_id = {b:UInt64} AND id = {id:UInt64}`,
            query_params: { b: biz.id, id: c.id },
            format: 'JSONEachRow',
          })
        ).json<{ rows: number; total: number }>()
      )[0];
    // The insert's dedup token drops the repeats: one row, not three.
    expect(await raw()).to.deep.equal({ rows: 1, total: 40 });

    await api.post(`/v1/orders/${c.id}/reject`, { body: { reason: 'no' } });
    await showsInClickHouse([c.id], [{ id: c.id, status: 'rejected', version: 2 }]);
    await syncConversions(d, job);
    await syncConversions(d, job);
    // Two versions, each once; FINAL (what reports read) keeps one row for the conversion.
    expect((await raw()).rows).to.equal(2);
    const final = await (
      await d.ch.client.query({
        query: `SELECT count() AS n, sum(order_total) AS total FROM conversions FINAL
                WHERE business_id = {b:UInt64} AND id = {id:UInt64}`,
        query_params: { b: biz.id, id: c.id },
        format: 'JSONEachRow',
      })
    ).json<{ n: number; total: number }>();
    expect(final).to.deep.equal([{ n: 1, total: 40 }]);
  });

  it("never loads another business's link campaign, even for a row that names that link", async () => {
    // Only a row written around the API can name another business's link (the key is the
    // link id alone); its ClickHouse row still never carries that business's campaign.
    const other = await newBusiness();
    const a = await newAffiliate(other.id);
    const foreign = await newLink(other.id, a.id, { campaign: `secret-${other.slug}` });
    const c = await recorded({ referral_link_id: foreign.id });
    const rs = await d.ch.client.query({
      query: `SELECT campaign FROM conversions FINAL WHERE business_id = {b:UInt64} AND id = {id:UInt64}`,
      query_params: { b: biz.id, id: c.id },
      format: 'JSONEachRow',
    });
    expect(await rs.json()).to.deep.equal([{ campaign: '' }]);
  });

  const syncedVersion = async (id: number) =>
    (
      await d.db.one<{ version: number; synced_version: number }>(
        'SELECT version, synced_version FROM conversions WHERE id = $1',
        [id],
      )
    ).synced_version;

  it('a sync job records the version it inserted; a change its sync never left for is queued again by the minute resync', async () => {
    const c = await recorded();
    expect(await syncedVersion(c.id)).to.equal(1);
    // Redis unreachable just after the commit: the approval stands, its sync is only logged.
    const unreachable = {
      ...d,
      queues: {
        get: () => ({
          add: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
        }),
      },
    } as unknown as Deps;
    const changed = await transition(unreachable, {
      businessId: biz.id,
      ids: [c.id],
      action: 'approve',
      actor: 'test',
    });
    expect(changed.map((x) => x.version)).to.deep.equal([2]);
    // A fixed window on purpose: this proves that no sync happens (there is nothing to wait on).
    await new Promise((r) => setTimeout(r, 300));
    expect(await latest([c.id])).to.deep.equal([{ id: c.id, status: 'pending', version: 1 }]);
    expect(await syncedVersion(c.id)).to.equal(1);

    // Within the minute its own job is given, the resync leaves it alone.
    const fresh = await d.db.clickhouseSync.unsynced(
      'conversions',
      new Date(Date.now() - RESYNC_AFTER_MS),
      5000,
    );
    expect(fresh.map((r) => r.id)).to.not.include(c.id);
    const later = new ManualClock(new Date(Date.now() + RESYNC_AFTER_MS + 1000));
    const queued = await resyncClickHouse({ ...d, clock: later });
    expect(queued.conversions).to.be.at.least(1);
    await showsInClickHouse([c.id], [{ id: c.id, status: 'approved', version: 2 }]);
    await waitFor(
      `the synced version of ${c.id} to be 2`,
      () => syncedVersion(c.id),
      (v) => v === 2,
      5000,
    );
    const still = await d.db.clickhouseSync.unsynced('conversions', later.now(), 5000);
    expect(still.map((r) => r.id)).to.not.include(c.id);
  });

  it('a sync job never waits for a row a transaction holds: it leaves that row to a later sync', async () => {
    const c = await recorded();
    await d.db.none('UPDATE conversions SET version = 2, updated_at = now() WHERE id = $1', [c.id]);
    const job = { businessId: biz.id, ids: [c.id] };
    await d.db.tx(async (t) => {
      await t.one('SELECT id FROM conversions WHERE id = $1 FOR UPDATE', [c.id]);
      // From another connection, while the row is held: it would wait forever on this tx.
      expect(await syncConversions(d, job)).to.equal(1);
    });
    expect(await syncedVersion(c.id)).to.equal(1);
    await syncConversions(d, job);
    expect(await syncedVersion(c.id)).to.equal(2);
  });

  it('bulk approve, bulk reject, cancel and auto-approval reach ClickHouse too', async () => {
    const a = await recorded();
    const b = await recorded();
    const c = await recorded();
    const e = await recorded({ converted_at: '2026-01-01T00:00:00Z' });
    expect(
      (await api.post('/v1/orders/bulk-approve', { body: { ids: [a.id] } })).body.data.approved_count,
    ).to.equal(1);
    expect(
      (await api.post('/v1/orders/bulk-reject', { body: { ids: [b.id] } })).body.data.rejected_count,
    ).to.equal(1);
    expect((await api.post(`/v1/conversions/${c.order_id}/cancel`)).status).to.equal(200);
    await setSettings(biz.id, { auto_approve_enabled: true, auto_approve_delay_days: 30 });
    try {
      await runAutoApproval({ ...d, clock: new ManualClock(new Date('2026-02-01T00:00:00Z')) });
    } finally {
      await setSettings(biz.id, { auto_approve_enabled: false, auto_approve_delay_days: 0 });
    }
    await showsInClickHouse(
      [a.id, b.id, c.id, e.id],
      [
        { id: a.id, status: 'approved', version: 2 },
        { id: b.id, status: 'rejected', version: 2 },
        { id: c.id, status: 'cancelled', version: 2 },
        { id: e.id, status: 'approved', version: 2 },
      ].sort((x, y) => x.id - y.id),
    );
  });
});
