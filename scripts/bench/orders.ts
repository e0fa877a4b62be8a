/**
 * `npm run bench -- orders [conversions] [--smoke]`: 1M conversions (default) in one business among 100,
 * then the p95 of the first page of GET /v1/orders over HTTP (default sort, and searches),
 * and the time to auto-approve 100k eligible conversions (one run, batches of 1000), then
 * the time for their new versions to reach ClickHouse; then an affiliate's ledger grown to 1M
 * entries and the p95 of its balance and ledger reads (target ≤ 20 ms); then a payout run for
 * 10,000 affiliates and its files (_payout-run.ts; `orders payout-runs` runs that part alone).
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { ManualClock } from '../../api/clock';
import { runAutoApproval } from '../../api/features/orders/auto-approval';
import { registerBusiness } from '../../api/businesses/business.service';
import { createWebServer, listen } from '../../api/server';
import { startWorkers } from '../../workers';
import { conversionSyncProcessor } from '../../workers/processors/conversion-sync';
import { QUEUE_NAMES } from '../../api/queues';
import { benchEnv, isSmoke, peakRssMb, percentile } from './_env';
import { benchPayoutRun } from './_payout-run';

const FULL = { BUSINESSES: 100, OTHER_ROWS: 2_000, REQUESTS: 300, WARMUP: 30, LEDGER_ENTRIES: 1_000_000 };
const SMOKE = { BUSINESSES: 3, OTHER_ROWS: 20, REQUESTS: 5, WARMUP: 1, LEDGER_ENTRIES: 2_000 };
const SMOKE_PAYOUTS = { payees: 50, smoke: true };
const AFFILIATES = 100;
const DELAY_DAYS = 270;
const LEDGER_P95_MS = 20;

/** Payout methods are sealed, as in production. */
const BENCH_KEYS = { PAYOUT_DETAILS_KEY: randomBytes(32).toString('base64') };

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function timeIt<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t = performance.now();
  const out = await fn();
  console.log(`${label}: ${secs(performance.now() - t)}`);
  return out;
}

/** The payout-run section alone, in its own databases. */
async function payoutRunsOnly(smoke: boolean): Promise<void> {
  const env = await benchEnv('orders', BENCH_KEYS);
  const web = createWebServer(env.deps);
  try {
    const port = await listen(web, 0, '127.0.0.1');
    await benchPayoutRun(env.deps, env.jobsDb, `http://127.0.0.1:${port}`, smoke ? SMOKE_PAYOUTS : {});
    console.log(`peak RSS: ${(await peakRssMb()).toFixed(0)} MB`);
  } finally {
    await web.close().catch(() => undefined);
    await env.cleanup();
  }
}

export async function run(args: string[]): Promise<void> {
  const smoke = isSmoke(args);
  if (args[0] === 'payout-runs') return payoutRunsOnly(smoke);
  const total = args[0] && !args[0].startsWith('--') ? Number(args[0]) : smoke ? 2_000 : 1_000_000;
  // Under --smoke: a few businesses, rows and requests, so the whole bench runs in seconds.
  const { BUSINESSES, OTHER_ROWS, REQUESTS, WARMUP, LEDGER_ENTRIES } = smoke ? SMOKE : FULL;
  // The oldest tenth is older than DELAY_DAYS: rows g ≥ 0.9·total are the eligible ones.
  const eligible = total - Math.floor(total * 0.9);
  const stepMs = Math.floor((DELAY_DAYS * 86_400_000) / Math.floor(total * 0.9));
  // Conversion times count back from a fixed instant that the auto-approval run's clock
  // then stands at, so exactly the oldest tenth is eligible however long the setup takes.
  const epoch = new Date();
  const env = await benchEnv('orders', BENCH_KEYS);
  const { deps } = env;
  // Seeding and auto-approval run as the workers run them, under the jobs' deadlines.
  const jobs = { ...deps, db: env.jobsDb };
  const web = createWebServer(deps);
  try {
    console.log(`orders bench: ${total} conversions in one business among ${BUSINESSES}`);
    const main = await registerBusiness(deps, {
      name: 'Bench Main',
      ownerName: 'Owner',
      email: 'main@bench.example',
    });
    const bid = main.business.id;
    const token = main.credentials.access_token;
    await timeIt(
      `setup: ${BUSINESSES} businesses, ${AFFILIATES} affiliates, ${total + (BUSINESSES - 1) * OTHER_ROWS} conversions`,
      async () => {
        for (let i = 1; i < BUSINESSES; i += 1) {
          const b = await registerBusiness(deps, {
            name: `Bench ${i}`,
            ownerName: 'Owner',
            email: `o${i}@bench.example`,
          });
          await jobs.db.none(
            `INSERT INTO conversions (business_id, order_id, subtotal, order_total, commission_amount, converted_at)
           SELECT $1, 'ORD-' || lpad(g::text, 8, '0'), 50, 50, 5, now() - g * interval '1 hour'
           FROM generate_series(0, $2 - 1) g`,
            [b.business.id, OTHER_ROWS],
          );
        }
        await jobs.db.none(
          `WITH u AS (
           INSERT INTO users (email, name)
           SELECT 'aff' || g || '@bench.example', 'Partner ' || (ARRAY['Avery','Blake','Casey','Devon','Emery'])[1 + g % 5] || ' ' || lpad(g::text, 3, '0')
           FROM generate_series(1, $2) g RETURNING id, name)
         INSERT INTO affiliates (business_id, user_id, name, referral_code, status)
         SELECT $1, u.id, u.name, 'REF' || u.id, 'active' FROM u`,
          [bid, AFFILIATES],
        );
        // Oldest rows (g ≥ 90%) pending and past the delay; the rest a mix of statuses, newer.
        await jobs.db.none(
          `WITH affs AS (SELECT array_agg(id ORDER BY id) AS ids FROM affiliates WHERE business_id = $1)
         INSERT INTO conversions (business_id, order_id, affiliate_id, customer_name, customer_email,
           subtotal, order_total, commission_rate, commission_amount, status, converted_at)
         SELECT $1, 'ORD-' || lpad(g::text, 8, '0'),
                CASE WHEN g % 10 = 0 THEN NULL ELSE affs.ids[1 + g % $4] END,
                'Customer ' || g, 'c' || g || '@shop.example',
                t.total, t.total, 10, round(t.total / 10, 2),
                CASE WHEN g >= $3 THEN 'pending'
                     ELSE (ARRAY['pending','pending','pending','pending','pending','pending','approved','approved','rejected','cancelled'])[1 + g % 10] END,
                $6::timestamptz - g * ($5 || ' milliseconds')::interval
         FROM generate_series(0, $2 - 1) g, affs,
              LATERAL (SELECT round(1 + ((g::bigint * 7919) % 50000) / 100.0, 2) AS total) t`,
          [bid, total, Math.floor(total * 0.9), AFFILIATES, stepMs, epoch.toISOString()],
        );
        await jobs.db.none('VACUUM ANALYZE conversions');
        await jobs.db.none('VACUUM ANALYZE affiliates');
        await jobs.db.none('VACUUM ANALYZE users');
      },
    );

    const port = await listen(web, 0, '127.0.0.1');
    const base = `http://127.0.0.1:${port}`;
    const get = async (path: string) => {
      const t = performance.now();
      const res = await fetch(base + path, { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { data?: { items?: unknown[]; meta?: { total: number } } };
      if (res.status !== 200) throw new Error(`${path} → ${res.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - t, total: body.data!.meta?.total, items: body.data!.items?.length };
    };
    const cases: [string, string][] = [
      ['first page, default sort', '/v1/orders'],
      ['search: an affiliate name', '/v1/orders?search=avery%20040'],
      ['search: an order id fragment', '/v1/orders?search=424242'],
      ['search: a whole order id, its prefix shared by every row', '/v1/orders?search=ORD-00424242'],
      ['status=pending', '/v1/orders?status=pending'],
      ['sort=order_total asc', '/v1/orders?sort=order_total&direction=asc'],
    ];
    // The read limit is 120 a minute per token; the bench resets its own counters (its own
    // prefix) every 90 requests rather than measure 429s.
    const resetLimits = async () => {
      let cursor = '0';
      do {
        const [next, keys] = await deps.redis.scan(
          cursor,
          'MATCH',
          `${deps.config.rateLimitPrefix}:*`,
          'COUNT',
          1000,
        );
        cursor = next;
        if (keys.length) await deps.redis.del(...keys);
      } while (cursor !== '0');
    };
    /** Warm-up, then REQUESTS timed one at a time; returns the p95. */
    const measure = async (label: string, path: string): Promise<number> => {
      await resetLimits();
      const first = await get(path);
      const lat: number[] = [];
      for (let i = 0; i < WARMUP; i += 1) await get(path);
      for (let i = 0; i < REQUESTS; i += 1) {
        if (i % 90 === 0) await resetLimits();
        lat.push((await get(path)).ms);
      }
      lat.sort((a, b) => a - b);
      const shape = first.total === undefined ? '' : `; total ${first.total}, ${first.items} items`;
      console.log(
        `GET ${path} (${label}${shape}): ` +
          `p50 ${percentile(lat, 50).toFixed(1)} ms, p95 ${percentile(lat, 95).toFixed(1)} ms, ` +
          `p99 ${percentile(lat, 99).toFixed(1)} ms over ${REQUESTS}`,
      );
      return percentile(lat, 95);
    };
    for (const [label, path] of cases) await measure(label, path);

    await deps.db.none(
      `UPDATE business_settings SET auto_approve_enabled = true, auto_approve_delay_days = $2 WHERE business_id = $1`,
      [bid, DELAY_DAYS],
    );
    const t0 = performance.now();
    const result = await runAutoApproval({ ...jobs, clock: new ManualClock(epoch) });
    const approveMs = performance.now() - t0;
    console.log(
      `auto-approval: ${result.approved} approved (expected ${eligible}) in ${secs(approveMs)} ` +
        `(${Math.round(result.approved / (approveMs / 1000))}/s)`,
    );
    if (result.approved !== eligible) throw new Error('auto-approval approved the wrong number');

    const queue = deps.queues.get(QUEUE_NAMES.conversionSync);
    const t1 = performance.now();
    const pool = startWorkers(jobs, [conversionSyncProcessor]);
    while ((await queue.getJobCountByTypes('waiting', 'active', 'delayed', 'prioritized')) > 0)
      await new Promise((r) => setTimeout(r, 100));
    const syncMs = performance.now() - t1;
    await pool.close();
    const rs = await deps.ch.client.query({
      query: `SELECT count() AS n FROM conversions FINAL WHERE business_id = {b:UInt64} AND status = 'approved'`,
      query_params: { b: bid },
      format: 'JSONEachRow',
    });
    const [{ n }] = await rs.json<{ n: number }>();
    console.log(`ClickHouse sync of the approvals: ${n} approved rows visible after ${secs(syncMs)}`);

    // One affiliate's ledger grown to LEDGER_ENTRIES entries after the approvals' commission
    // entries (bulk-inserted, continuing its seq and running balance), then its reads.
    const [aff] = await deps.db.any<{ id: number }>(
      'SELECT id FROM affiliates WHERE business_id = $1 ORDER BY id LIMIT 1',
      [bid],
    );
    await timeIt(`ledger: ${LEDGER_ENTRIES} entries for affiliate ${aff.id}`, async () => {
      await jobs.db.none(
        `WITH h AS (SELECT coalesce(max(seq), 0) AS seq,
                           coalesce((SELECT balance_after FROM ledger_entries WHERE business_id = $1 AND affiliate_id = $2
                                     ORDER BY seq DESC LIMIT 1), 0) AS balance
                    FROM ledger_entries WHERE business_id = $1 AND affiliate_id = $2)
         INSERT INTO ledger_entries (business_id, affiliate_id, seq, type, amount, balance_after, memo)
         SELECT $1, $2, h.seq + g, 'adjustment', 0.01, h.balance + g * 0.01, 'bench'
         FROM h, generate_series(1, $3 - h.seq) g`,
        [bid, aff.id, LEDGER_ENTRIES],
      );
      await jobs.db.none('VACUUM ANALYZE ledger_entries');
    });
    const ledgerP95 = [
      await measure('balance', `/v1/affiliates/${aff.id}/balance`),
      await measure('ledger, first page', `/v1/affiliates/${aff.id}/ledger`),
      await measure(
        `ledger, page ${LEDGER_ENTRIES / 50}`,
        `/v1/affiliates/${aff.id}/ledger?page=${LEDGER_ENTRIES / 50}&per_page=25`,
      ),
    ];
    console.log(
      `ledger reads: worst p95 ${Math.max(...ledgerP95).toFixed(1)} ms (target ${LEDGER_P95_MS} ms)`,
    );
    if (Math.max(...ledgerP95) > LEDGER_P95_MS && !smoke)
      throw new Error('ledger reads missed their p95 target');
    await resetLimits();
    await benchPayoutRun(deps, env.jobsDb, base, smoke ? SMOKE_PAYOUTS : {});
    console.log(`peak RSS: ${(await peakRssMb()).toFixed(0)} MB`);
  } finally {
    await web.close().catch(() => undefined);
    await env.cleanup();
  }
}
