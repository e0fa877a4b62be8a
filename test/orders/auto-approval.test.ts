import { expect } from 'chai';
import { ManualClock } from '../../api/clock';
import type { Deps } from '../../api/deps';
import {
  AUTO_APPROVE_LOCK_KEY,
  autoApproveBusiness,
  runAutoApproval,
} from '../../api/features/orders/auto-approval';
import { startWorkers } from '../../workers';
import { autoApproveProcessor } from '../../workers/processors/auto-approve';
import { QUEUE_NAMES } from '../../api/queues';
import { enqueueTick, schedule } from '../../workers/scheduler';
import { deps } from '../helpers/context';
import { newBusiness, setSettings } from '../helpers/fixtures';
import { waitFor } from '../helpers/wait';
import { conversionAudit, conversionRow, insertConversion } from '../helpers/orders';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const DAY = 86_400_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('orders: auto-approval', () => {
  let d: Deps;
  let clock: ManualClock;
  let run: Deps;
  const enabled: number[] = [];

  before(async () => {
    d = await deps();
  });

  beforeEach(() => {
    clock = new ManualClock(NOW);
    run = { ...d, clock };
  });

  // Runs cover every business with auto-approval on; each test switches its own off after.
  afterEach(async () => {
    for (const id of enabled.splice(0)) await setSettings(id, { auto_approve_enabled: false });
  });

  async function business(s: {
    delayDays?: number;
    min?: string | null;
    max?: string | null;
    enabled?: boolean;
  }) {
    const biz = await newBusiness();
    await setSettings(biz.id, {
      auto_approve_enabled: s.enabled ?? true,
      auto_approve_delay_days: s.delayDays ?? 0,
      auto_approve_min_amount: s.min ?? null,
      auto_approve_max_amount: s.max ?? null,
    });
    enabled.push(biz.id);
    return biz;
  }

  const statusOf = async (id: number) => (await conversionRow(id)).status;

  it('approves pending conversions at least delay days old, to the microsecond, with an audit entry each', async () => {
    const biz = await business({ delayDays: 3 });
    const exactly = await insertConversion(biz.id, { converted_at: ago(3 * DAY) });
    const older = await insertConversion(biz.id, { converted_at: ago(30 * DAY) });
    // One microsecond short of three days.
    const younger = await insertConversion(biz.id, {
      converted_at: ago(3 * DAY).replace(/\.000Z$/, '.000001Z'),
    });
    const fresh = await insertConversion(biz.id, { converted_at: ago(0) });

    const r = await runAutoApproval(run);
    expect(r.ran).to.equal(true);
    expect(await statusOf(exactly.id)).to.equal('approved');
    expect(await statusOf(older.id)).to.equal('approved');
    expect(await statusOf(younger.id)).to.equal('pending');
    expect(await statusOf(fresh.id)).to.equal('pending');
    expect(await conversionRow(exactly.id)).to.include({ version: 2 });
    const audit = await conversionAudit(biz.id, exactly.id);
    expect(audit).to.have.length(1);
    expect(audit[0]).to.include({ kind: 'status_changed', actor: 'auto-approval' });
    expect(audit[0].data).to.include({ from: 'pending', to: 'approved', order_id: exactly.order_id });
    expect(await conversionAudit(biz.id, younger.id)).to.deep.equal([]);

    clock.advance(1);
    await runAutoApproval(run);
    expect(await statusOf(younger.id)).to.equal('approved');
    expect(await statusOf(fresh.id)).to.equal('pending');
  });

  it('delay 0 approves everything converted up to now', async () => {
    const biz = await business({ delayDays: 0 });
    const now = await insertConversion(biz.id, { converted_at: ago(0) });
    const future = await insertConversion(biz.id, {
      converted_at: new Date(NOW.getTime() + 1000).toISOString(),
    });
    await runAutoApproval(run);
    expect(await statusOf(now.id)).to.equal('approved');
    expect(await statusOf(future.id)).to.equal('pending');
  });

  it('min and max bounds are inclusive on order_total', async () => {
    const biz = await business({ min: '10.00', max: '100.00' });
    const totals = ['9.99', '10.00', '50.00', '100.00', '100.01'];
    const cs = await Promise.all(
      totals.map((t) => insertConversion(biz.id, { order_total: t, converted_at: ago(DAY) })),
    );
    await runAutoApproval(run);
    const statuses = await Promise.all(cs.map((c) => statusOf(c.id)));
    expect(statuses).to.deep.equal(['pending', 'approved', 'approved', 'approved', 'pending']);
  });

  it('a null minimum or maximum is open', async () => {
    const maxOnly = await business({ min: null, max: '100.00' });
    const minOnly = await business({ min: '10.00', max: null });
    const a = await Promise.all(
      ['0.00', '100.00', '100.01'].map((t) =>
        insertConversion(maxOnly.id, { order_total: t, converted_at: ago(DAY) }),
      ),
    );
    const b = await Promise.all(
      ['9.99', '10.00', '999999999.99'].map((t) =>
        insertConversion(minOnly.id, { order_total: t, converted_at: ago(DAY) }),
      ),
    );
    await runAutoApproval(run);
    expect(await Promise.all(a.map((c) => statusOf(c.id)))).to.deep.equal([
      'approved',
      'approved',
      'pending',
    ]);
    expect(await Promise.all(b.map((c) => statusOf(c.id)))).to.deep.equal([
      'pending',
      'approved',
      'approved',
    ]);
  });

  it('leaves a disabled business, an inactive business and non-pending conversions untouched', async () => {
    const disabled = await business({ enabled: false });
    const inactive = await business({});
    await d.db.none('UPDATE businesses SET is_active = false WHERE id = $1', [inactive.id]);
    const active = await business({});
    const x = await insertConversion(disabled.id, { converted_at: ago(DAY) });
    const y = await insertConversion(inactive.id, { converted_at: ago(DAY) });
    const rejected = await insertConversion(active.id, { status: 'rejected', converted_at: ago(DAY) });
    const cancelled = await insertConversion(active.id, { status: 'cancelled', converted_at: ago(DAY) });
    const ok = await insertConversion(active.id, { converted_at: ago(DAY) });
    await runAutoApproval(run);
    expect(await conversionRow(x.id)).to.include({ status: 'pending', version: 1 });
    expect(await conversionRow(y.id)).to.include({ status: 'pending', version: 1 });
    expect(await conversionRow(rejected.id)).to.include({ status: 'rejected', version: 1 });
    expect(await conversionRow(cancelled.id)).to.include({ status: 'cancelled', version: 1 });
    expect(await statusOf(ok.id)).to.equal('approved');
    expect(await conversionAudit(disabled.id, x.id)).to.deep.equal([]);
    expect(await conversionAudit(inactive.id, y.id)).to.deep.equal([]);
  });

  it('walks many batches; a second run finds nothing to do (idempotent)', async () => {
    const biz = await business({ min: '5.00' });
    await d.db.none(
      `INSERT INTO conversions (business_id, order_id, subtotal, order_total, converted_at)
       SELECT $1, 'AA-' || g, t, t, $2::timestamptz - g * interval '1 second'
       FROM generate_series(1, 250) g, LATERAL (SELECT CASE WHEN g % 5 = 0 THEN 1 ELSE 10 END AS t) x`,
      [biz.id, ago(DAY)],
    );
    const first = await runAutoApproval(run, { batchSize: 7 });
    expect(first.ran).to.equal(true);
    const counts = await d.db.one(
      `SELECT count(*) FILTER (WHERE status = 'approved')::int AS approved,
              count(*) FILTER (WHERE status = 'pending')::int AS pending
       FROM conversions WHERE business_id = $1`,
      [biz.id],
    );
    expect(counts).to.deep.equal({ approved: 200, pending: 50 });
    const audits = await d.db.one(
      `SELECT count(*)::int AS n, count(DISTINCT entity_id)::int AS distinct FROM audit_log
       WHERE business_id = $1 AND entity_type = 'conversion'`,
      [biz.id],
    );
    expect(audits).to.deep.equal({ n: 200, distinct: 200 });
    await runAutoApproval(run, { batchSize: 7 });
    expect(
      (await d.db.one(`SELECT count(*)::int AS n FROM audit_log WHERE business_id = $1`, [biz.id])).n,
    ).to.equal(200);
  });

  it('two runs racing approve each conversion once, with one audit entry each', async () => {
    const biz = await business({});
    await d.db.none(
      `INSERT INTO conversions (business_id, order_id, subtotal, order_total, converted_at)
       SELECT $1, 'RACE-' || g, 10, 10, $2::timestamptz FROM generate_series(1, 120) g`,
      [biz.id, ago(DAY)],
    );
    const results = await Promise.all([
      runAutoApproval(run, { batchSize: 10 }),
      runAutoApproval(run, { batchSize: 10 }),
    ]);
    // The advisory lock lets one run work; the other returns at once.
    expect(results.filter((r) => r.ran)).to.have.length.at.least(1);
    const versions = await d.db.any(
      `SELECT version, count(*)::int AS n FROM conversions WHERE business_id = $1 GROUP BY version`,
      [biz.id],
    );
    expect(versions).to.deep.equal([{ version: 2, n: 120 }]);
    const audits = await d.db.one(
      `SELECT count(*)::int AS n, count(DISTINCT entity_id)::int AS distinct FROM audit_log WHERE business_id = $1`,
      [biz.id],
    );
    expect(audits).to.deep.equal({ n: 120, distinct: 120 });
  });

  it('without the run lock, concurrent batches still never approve a row twice (SKIP LOCKED)', async () => {
    const biz = await business({});
    await d.db.none(
      `INSERT INTO conversions (business_id, order_id, subtotal, order_total, converted_at)
       SELECT $1, 'SKIP-' || g, 10, 10, $2::timestamptz FROM generate_series(1, 200) g`,
      [biz.id, ago(DAY)],
    );
    const [settings] = (await d.db.orders.autoApproveBusinesses()).filter((s) => s.business_id === biz.id);
    const counts = await Promise.all(
      [1, 2, 3].map(() => autoApproveBusiness(run, d.db, settings, NOW, { batchSize: 5 })),
    );
    expect(counts.reduce((a, b) => a + b, 0)).to.equal(200);
    const audits = await d.db.one(
      `SELECT count(*)::int AS n, count(DISTINCT entity_id)::int AS distinct FROM audit_log WHERE business_id = $1`,
      [biz.id],
    );
    expect(audits).to.deep.equal({ n: 200, distinct: 200 });
  });

  it('a run that dies part-way leaves no half-approved batch, and the next run finishes the job', async () => {
    // Whatever earlier tests left due is approved first, so the batches below are this test's.
    await runAutoApproval(run);
    const biz = await business({});
    const cs = [];
    for (let i = 0; i < 5; i += 1)
      cs.push(await insertConversion(biz.id, { converted_at: ago(DAY + i * 1000) }));
    let batches = 0;
    const err = await runAutoApproval(run, {
      batchSize: 2,
      // Every business with auto-approval on has a batch, empty once approved: this test's count.
      inBatch: (changed) => {
        if (!changed.length) return;
        batches += 1;
        if (batches === 2) throw new Error('worker died');
      },
    }).catch((e: Error) => e);
    expect(err).to.be.instanceOf(Error);
    expect((err as Error).message).to.equal('worker died');
    const after = await d.db.any(
      `SELECT status, version FROM conversions WHERE business_id = $1 ORDER BY converted_at`,
      [biz.id],
    );
    // Oldest first: the first batch (two) committed, the second rolled back whole.
    expect(after.filter((r) => r.status === 'approved')).to.have.length(2);
    expect(after.filter((r) => r.status === 'pending' && r.version === 1)).to.have.length(3);
    expect(
      (await d.db.one(`SELECT count(*)::int AS n FROM audit_log WHERE business_id = $1`, [biz.id])).n,
    ).to.equal(2);

    const again = await runAutoApproval(run, { batchSize: 2 });
    expect(again.ran).to.equal(true);
    for (const c of cs) expect(await conversionRow(c.id)).to.include({ status: 'approved', version: 2 });
    expect(
      (await d.db.one(`SELECT count(*)::int AS n FROM audit_log WHERE business_id = $1`, [biz.id])).n,
    ).to.equal(5);
  });

  it('does nothing while another process holds the run lock', async () => {
    const biz = await business({});
    const c = await insertConversion(biz.id, { converted_at: ago(DAY) });
    // Held as the service holds it, by a transaction (a session lock would stay behind on a
    // pooler's shared server session: docs/scaling.md, "PgBouncer").
    await d.db.tx(async (t) => {
      await t.one('SELECT pg_advisory_xact_lock($1)', [AUTO_APPROVE_LOCK_KEY]);
      const r = await runAutoApproval(run);
      expect(r).to.deep.equal({ ran: false, businesses: 0, approved: 0 });
      expect(await statusOf(c.id)).to.equal('pending');
    });
    expect((await runAutoApproval(run)).ran).to.equal(true);
    expect(await statusOf(c.id)).to.equal('approved');
  });

  it('is scheduled on AUTO_APPROVE_CRON; ticks of one minute from several schedulers make one job', async () => {
    const entry = schedule.find((e) => e.name === 'auto-approve')!;
    expect(entry.queue).to.equal(QUEUE_NAMES.autoApprove);
    expect(entry.cron({ ...d, config: { ...d.config, autoApproveCron: '*/5 * * * *' } })).to.equal(
      '*/5 * * * *',
    );
    expect(entry.cron(d)).to.equal(d.config.autoApproveCron);

    const biz = await business({});
    const c = await insertConversion(biz.id, { converted_at: ago(DAY) });
    const queue = d.queues.get(QUEUE_NAMES.autoApprove);
    const at = new Date('2026-06-15T12:00:30Z');
    await Promise.all([
      enqueueTick(run, entry, at),
      enqueueTick(run, entry, new Date('2026-06-15T12:00:59Z')),
    ]);
    expect(await queue.getJob('auto-approve:2026-06-15T12:00')).to.not.equal(undefined);
    expect(await queue.getJobCountByTypes('waiting', 'active', 'completed', 'delayed')).to.equal(1);

    const pool = startWorkers(run, [autoApproveProcessor]);
    try {
      await waitFor(
        `order ${c.id} to be auto-approved`,
        () => statusOf(c.id),
        (s) => s === 'approved',
      );
    } finally {
      await pool.close();
    }
  });
});
