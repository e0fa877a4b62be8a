/**
 * `npm run bench -- webhooks [events] [--smoke]`: auto-approval of 50 000 conversions (default) with an
 * endpoint subscribed, delivered to a receiver on 127.0.0.1, while another business's endpoint
 * never answers (every attempt runs into the 10 s deadline); prints the delivery throughput
 * and the event-to-delivery latency (commit to receipt). Then auto-approval of 100 000 more
 * conversions with events on, timed alone. Between the two, the latency at a steady 1000
 * events a second (a burst's latency is its backlog: the last of 50 000 events committed in
 * seconds waits for the 49 999 before it). Meanwhile a third, quiet business approves one
 * order every 100 ms: its events must not wait behind the burst (the relay gives businesses
 * turns, each endpoint has its own share of the workers). The bench fails when a target is missed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { ManualClock } from '../../api/clock';
import { registerBusiness } from '../../api/businesses/business.service';
import { runAutoApproval } from '../../api/features/orders/auto-approval';
import { applyTransition } from '../../api/orders/order-transitions';
import { startWorkers } from '../../workers';
import { webhooksProcessor } from '../../workers/processors/webhooks';
import { benchEnv, isSmoke, peakRssMb, percentile } from './_env';

const FULL = {
  SLOW_EVENTS: 2_000,
  SECOND_RUN: 100_000,
  STEADY_BATCHES: 100,
  STEADY_BATCH: 100,
  QUIET_EVENTS: 100,
};
const SMOKE = { SLOW_EVENTS: 20, SECOND_RUN: 500, STEADY_BATCHES: 10, STEADY_BATCH: 10, QUIET_EVENTS: 10 };
const TARGETS = { deliveriesPerSecond: 2_000, p99Ms: 1_000, secondRunMs: 60_000 };

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function receiver(onBody: (body: string, at: number) => void, answer: boolean) {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      onBody(Buffer.concat(chunks).toString('utf8'), Date.now());
      if (answer) res.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  return new Promise<{ url: string; close(): void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
        close: () => {
          server.closeAllConnections();
          server.close();
        },
      }),
    ),
  );
}

export async function run(args: string[]): Promise<void> {
  const smoke = isSmoke(args);
  const events = args[0] && !args[0].startsWith('--') ? Number(args[0]) : smoke ? 500 : 50_000;
  // Under --smoke: a few hundred events, so the whole bench runs in seconds.
  const { SLOW_EVENTS, SECOND_RUN, STEADY_BATCHES, STEADY_BATCH, QUIET_EVENTS } = smoke ? SMOKE : FULL;
  const env = await benchEnv('webhooks', { WEBHOOK_ALLOW_PRIVATE_URLS: 'true' });
  const { deps } = env;
  const jobs = { ...deps, db: env.jobsDb };
  const epoch = new Date();
  let lags: number[] = [];
  let delivered = 0;
  let firstAt = 0;
  let lastAt = 0;
  const fast = await receiver((body, at) => {
    const e = JSON.parse(body) as { created_at: string };
    lags.push(at - Date.parse(e.created_at));
    delivered += 1;
    firstAt ||= at;
    lastAt = at;
  }, true);
  const quietLags: number[] = [];
  const quiet = await receiver((body, at) => {
    quietLags.push(at - Date.parse((JSON.parse(body) as { created_at: string }).created_at));
  }, true);
  let slowHits = 0;
  const slow = await receiver(() => (slowHits += 1), false);
  const pool = startWorkers(jobs, [webhooksProcessor]);
  try {
    console.log(
      `webhooks bench: ${events} events to a local receiver; ${SLOW_EVENTS} to an endpoint that never answers`,
    );
    const seed = async (name: string, n: number, url: string) => {
      const b = await registerBusiness(deps, { name, ownerName: 'Owner', email: `${name}@bench.example` });
      const id = b.business.id;
      await jobs.db.none(
        `INSERT INTO conversions (business_id, order_id, subtotal, order_total, commission_amount, converted_at)
         SELECT $1, 'ORD-' || lpad(g::text, 8, '0'), 50, 50, 5, $3::timestamptz - interval '2 days'
         FROM generate_series(1, $2) g`,
        [id, n, epoch.toISOString()],
      );
      await jobs.db.none(
        `INSERT INTO webhook_endpoints (business_id, url, events, secret) VALUES ($1, $2, '{conversion.approved}', $3)`,
        [id, url, `whsec_${Buffer.alloc(32, 1).toString('base64')}`],
      );
      return id;
    };
    const slowId = await seed('slow', SLOW_EVENTS, slow.url);
    const mainId = await seed('main', events, fast.url);
    const quietId = await seed('quiet', QUIET_EVENTS, quiet.url);
    const quietIds = (
      await jobs.db.any<{ id: number }>('SELECT id FROM conversions WHERE business_id = $1 ORDER BY id', [
        quietId,
      ])
    ).map((r) => r.id);
    await jobs.db.none('VACUUM ANALYZE conversions');
    const enable = (id: number) =>
      jobs.db.none(
        `UPDATE business_settings SET auto_approve_enabled = true, auto_approve_delay_days = 1 WHERE business_id = $1`,
        [id],
      );
    // The dead endpoint's events first, so its attempts are already timing out.
    await enable(slowId);
    await runAutoApproval({ ...jobs, clock: new ManualClock(epoch) });
    await jobs.db.none('UPDATE business_settings SET auto_approve_enabled = false WHERE business_id = $1', [
      slowId,
    ]);
    while (slowHits < 8) await new Promise((r) => setTimeout(r, 50));
    await enable(mainId);
    // The quiet business: one approval every 100 ms while the burst is recorded and delivered.
    const quietRun = (async () => {
      for (const id of quietIds) {
        await jobs.db.tx((tx) =>
          applyTransition(tx, { businessId: quietId, ids: [id], action: 'approve', actor: 'api' }),
        );
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const t0 = performance.now();
    const r1 = await runAutoApproval({ ...jobs, clock: new ManualClock(epoch) });
    console.log(
      `auto-approval of ${r1.approved} conversions (events on, delivering meanwhile): ${secs(performance.now() - t0)}`,
    );
    const deadline = Date.now() + 300_000;
    while (delivered < events && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const total = performance.now() - t0;
    await quietRun;
    while (quietLags.length < QUIET_EVENTS && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    lags.sort((a, b) => a - b);
    quietLags.sort((a, b) => a - b);
    const rate = Math.round(delivered / ((lastAt - firstAt) / 1000));
    console.log(
      `delivered ${delivered}/${events} in ${secs(total)} from the run's start; ` +
        `${rate} deliveries/s from first to last`,
    );
    console.log(
      `event-to-delivery (commit to receipt): p50 ${percentile(lags, 50)} ms, p95 ${percentile(lags, 95)} ms, ` +
        `p99 ${percentile(lags, 99)} ms, max ${lags[lags.length - 1]} ms`,
    );
    console.log(
      `a quiet business during the burst (${quietLags.length} events, one per 100 ms): event-to-delivery ` +
        `p50 ${percentile(quietLags, 50)} ms, p95 ${percentile(quietLags, 95)} ms, ` +
        `p99 ${percentile(quietLags, 99)} ms, max ${quietLags[quietLags.length - 1]} ms`,
    );
    // Latency at a steady rate below the throughput: 100 approvals every 100 ms for 10 s,
    // each batch a transaction as a bulk approval makes it.
    await jobs.db.none(
      `INSERT INTO conversions (business_id, order_id, subtotal, order_total, commission_amount, converted_at)
       SELECT $1, 'STEADY-' || lpad(g::text, 8, '0'), 50, 50, 5, now() FROM generate_series(1, $2) g`,
      [mainId, STEADY_BATCHES * STEADY_BATCH],
    );
    const steadyIds = (
      await jobs.db.any<{ id: number }>(
        `SELECT id FROM conversions WHERE business_id = $1 AND order_id LIKE 'STEADY-%' ORDER BY id`,
        [mainId],
      )
    ).map((r) => r.id);
    const burstLags = lags;
    lags = [];
    const before = delivered;
    const ts = performance.now();
    for (let i = 0; i < STEADY_BATCHES; i += 1) {
      const ids = steadyIds.slice(i * STEADY_BATCH, (i + 1) * STEADY_BATCH);
      await jobs.db.tx((tx) =>
        applyTransition(tx, { businessId: mainId, ids, action: 'approve', actor: 'api', bulk: true }),
      );
      const next = ts + (i + 1) * 100;
      await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
    }
    while (delivered < before + steadyIds.length && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    lags.sort((a, b) => a - b);
    const steadyP99 = percentile(lags, 99);
    console.log(
      `steady ${STEADY_BATCH * 10}/s for ${STEADY_BATCHES / 10} s (${lags.length} delivered): event-to-delivery ` +
        `p50 ${percentile(lags, 50)} ms, p95 ${percentile(lags, 95)} ms, p99 ${percentile(lags, 99)} ms, ` +
        `max ${lags[lags.length - 1]} ms`,
    );
    lags = burstLags;
    const counts = await jobs.db.any<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM webhook_deliveries WHERE business_id = $1 GROUP BY status',
      [slowId],
    );
    console.log(
      `the dead endpoint meanwhile: ${slowHits} attempts received and left unanswered; its deliveries ${JSON.stringify(counts)}`,
    );
    await pool.close();

    // 100 000 more, timed alone: the events are recorded; nothing is delivering.
    await jobs.db.none(
      `INSERT INTO conversions (business_id, order_id, subtotal, order_total, commission_amount, converted_at)
       SELECT $1, 'BIG-' || lpad(g::text, 8, '0'), 50, 50, 5, $3::timestamptz - interval '2 days'
       FROM generate_series(1, $2) g`,
      [mainId, SECOND_RUN, epoch.toISOString()],
    );
    await jobs.db.none('VACUUM ANALYZE conversions');
    const t1 = performance.now();
    const r2 = await runAutoApproval({ ...jobs, clock: new ManualClock(epoch) });
    const ms = performance.now() - t1;
    const recorded = await jobs.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM webhook_events WHERE business_id = $1 AND type = 'conversion.approved'`,
      [mainId],
    );
    console.log(
      `auto-approval of ${r2.approved} conversions with events on: ${secs(ms)} ` +
        `(${Math.round(r2.approved / (ms / 1000))}/s; ${recorded.n} approval events recorded in all)`,
    );
    console.log(`peak RSS: ${(await peakRssMb()).toFixed(0)} MB`);
    const missed = [
      rate < TARGETS.deliveriesPerSecond && `throughput ${rate}/s < ${TARGETS.deliveriesPerSecond}/s`,
      quietLags.length < QUIET_EVENTS && `the quiet business got ${quietLags.length}/${QUIET_EVENTS} events`,
      percentile(quietLags, 99) > TARGETS.p99Ms && `the quiet business's p99 > ${TARGETS.p99Ms} ms`,
      steadyP99 > TARGETS.p99Ms && `steady p99 > ${TARGETS.p99Ms} ms`,
      ms > TARGETS.secondRunMs && `auto-approval of ${SECOND_RUN} > ${TARGETS.secondRunMs / 1000} s`,
    ].filter(Boolean);
    console.log(missed.length ? `MISSED: ${missed.join('; ')}` : 'all targets met');
    if (missed.length && !smoke) throw new Error('webhooks bench missed its targets');
  } finally {
    await pool.close().catch(() => undefined);
    fast.close();
    quiet.close();
    slow.close();
    await env.cleanup();
  }
}
