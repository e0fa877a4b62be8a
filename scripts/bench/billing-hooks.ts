/**
 * `npm run bench -- billing-hooks [--events 10000] [--concurrency 64] [--replays 1000] [--worker-nice 10] [--smoke]`
 *
 * Stripe's deliveries at once: `--events` signed checkout.session.completed events (each a
 * paid one-time Checkout, so each a conversion) posted to one integration's hook,
 * `--concurrency` requests in flight, plus `--replays` of them posted a second time. The web
 * server and the billing-events worker run in processes of their own, as in production, the
 * worker draining while the hook is answering. Prints the hook's latency (p50, p99 against the
 * 50 ms target; the same server's /healthz one at a time is printed as the machine's floor)
 * and how long the worker took to drain, then checks every event was stored once
 * and recorded once: as many stored events, recorded outcomes and conversions as events.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Stripe from 'stripe';
import { registerBusiness } from '../../api/businesses/business.service';
import { createIntegration } from '../../api/features/integrations/integrations.service';
import { benchEnv, isSmoke, numberArg, percentile } from './_env';

const SECRET = 'whsec_bench_0123456789abcdefghijklmnop';
const TARGET_P99_MS = 50;

/** Starts a child and resolves with its first line of JSON. */
function child(
  role: 'web' | 'worker',
  env: NodeJS.ProcessEnv,
  nice = 0,
): Promise<{ proc: ChildProcess; first: { port?: number; ready?: boolean } }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      [
        // BENCH_WEB_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the web process,
        // BENCH_WORKER_NODE_ARGS the worker.
        ...(process.env[`BENCH_${role.toUpperCase()}_NODE_ARGS`]?.split(' ') ?? []),
        '--import',
        'tsx',
        path.join(__dirname, '_billing-hooks-child.ts'),
        role,
      ],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env,
      },
    );
    // The Procfile runs workers at nice 10, below the web processes; so does the bench.
    if (nice && proc.pid) os.setPriority(proc.pid, nice);
    let out = '';
    const onData = (c: Buffer) => {
      out += c.toString();
      const nl = out.indexOf('\n');
      if (nl < 0) return;
      proc.stdout!.off('data', onData);
      resolve({ proc, first: JSON.parse(out.slice(0, nl)) });
    };
    proc.stdout!.on('data', onData);
    proc.once('error', reject);
    proc.once('exit', (code) => reject(new Error(`${role} exited ${code}`)));
  });
}

function checkoutEvent(i: number, created: number): string {
  const pi = `pi_bench_${i.toString().padStart(6, '0')}`;
  return JSON.stringify({
    id: `evt_bench_${i}`,
    object: 'event',
    api_version: '2025-03-31.basil',
    created,
    type: 'checkout.session.completed',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: `cs_test_bench_${i}`,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        status: 'complete',
        payment_intent: pi,
        currency: 'usd',
        amount_subtotal: 5000,
        amount_total: 4500,
        total_details: { amount_discount: 500, amount_shipping: 0, amount_tax: 0 },
        customer_details: { email: `buyer${i}@example.com`, name: 'Jenny Rosen' },
        discounts: [],
        metadata: {},
      },
    },
  });
}

export async function run(args: string[]): Promise<void> {
  const smoke = isSmoke(args);
  const events = numberArg(args, 'events', smoke ? 300 : 10_000);
  const concurrency = numberArg(args, 'concurrency', smoke ? 16 : 64);
  const replays = Math.min(events, numberArg(args, 'replays', smoke ? 30 : 1_000));
  const key = randomBytes(32).toString('base64');
  const env = await benchEnv('billing', { WEBHOOK_SECRET_KEY: key });
  const children: ChildProcess[] = [];
  try {
    const { business } = await registerBusiness(env.deps, {
      name: 'Bench Billing',
      ownerName: 'Owner',
      email: 'billing@bench.example',
    });
    const integration = await createIntegration(env.deps, business.id, {
      provider: 'stripe',
      signing_secret: SECRET,
    });
    const childEnv = (role: string): NodeJS.ProcessEnv => ({
      ...process.env,
      DATABASE_URL: env.config.databaseUrl,
      QUEUE_PREFIX: env.config.queuePrefix,
      REDIS_PREFIX: env.config.redisPrefix,
      CLICKHOUSE_DATABASE: env.config.clickhouseDatabase,
      CLICKHOUSE_PATH: path.join(os.tmpdir(), `aff-bench-billing-${role}-${process.pid}`),
      WEBHOOK_SECRET_KEY: key,
      LOG_LEVEL: 'silent',
    });
    const web = await child('web', childEnv('web'));
    children.push(web.proc);
    const hook = `http://127.0.0.1:${String(web.first.port)}${new URL(integration.endpoint_url).pathname}`;

    // Signed before the clock starts, by Stripe's own helper.
    const created = Math.floor(Date.now() / 1000);
    const bodies = Array.from({ length: events }, (_, i) => checkoutEvent(i, created));
    const sign = (body: string) =>
      Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: SECRET,
        timestamp: Math.floor(Date.now() / 1000),
      });
    const posts = [...bodies, ...bodies.slice(0, replays)];

    const worker = await child('worker', childEnv('worker'), numberArg(args, 'worker-nice', 10));
    children.push(worker.proc);

    // The machine's floor: the same server's /healthz (no store touched), one at a time.
    const floor: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      await (await fetch(`http://127.0.0.1:${String(web.first.port)}/healthz`)).arrayBuffer();
      floor.push(performance.now() - t);
    }
    floor.sort((a, b) => a - b);

    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < posts.length) {
          const body = posts[next++];
          const headers = { 'content-type': 'application/json', 'stripe-signature': sign(body) };
          const t = performance.now();
          const r = await fetch(hook, { method: 'POST', body, headers });
          await r.arrayBuffer();
          latencies.push(performance.now() - t);
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        }
      }),
    );
    const postedMs = performance.now() - started;
    latencies.sort((a, b) => a - b);

    const count = async () =>
      env.deps.db.one<{ stored: number; done: number; recorded: number; conversions: number }>(
        `SELECT (SELECT count(*)::int FROM billing_events WHERE integration_id = $1) AS stored,
                (SELECT count(*)::int FROM billing_events WHERE integration_id = $1 AND outcome IS NOT NULL) AS done,
                (SELECT count(*)::int FROM billing_events WHERE integration_id = $1 AND outcome = 'recorded') AS recorded,
                (SELECT count(*)::int FROM conversions WHERE business_id = $2) AS conversions`,
        [integration.id, business.id],
      );
    let c = await count();
    const drainDeadline = Date.now() + 15 * 60_000;
    while (c.done < c.stored && Date.now() < drainDeadline) {
      await new Promise((r) => setTimeout(r, 250));
      c = await count();
    }
    const drainedMs = performance.now() - started;

    const p = (q: number) => percentile(latencies, q).toFixed(1);
    console.log(
      `billing-hooks: ${events} signed Stripe events + ${replays} replays, ${concurrency} in flight`,
    );
    console.log(`  answers: ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')}`);
    console.log(
      `  posted in ${(postedMs / 1000).toFixed(1)} s (${Math.round(posts.length / (postedMs / 1000))} requests/s)`,
    );
    console.log(
      `  hook latency: p50 ${p(50)} ms, p95 ${p(95)} ms, p99 ${p(99)} ms (target p99 ≤ ${TARGET_P99_MS} ms: ${
        percentile(latencies, 99) <= TARGET_P99_MS ? 'met' : 'MISSED'
      }), max ${latencies[latencies.length - 1]?.toFixed(1)} ms`,
    );
    console.log(
      `  floor (GET /healthz of the same server, one at a time): p50 ${percentile(floor, 50).toFixed(1)} ms, p99 ${percentile(floor, 99).toFixed(1)} ms`,
    );
    console.log(
      `  worker drained ${c.done} events in ${(drainedMs / 1000).toFixed(1)} s from the first post`,
    );
    console.log(
      `  stored ${c.stored}, recorded ${c.recorded}, conversions ${c.conversions} (expected ${events} each)`,
    );
    const exact = c.stored === events && c.recorded === events && c.conversions === events;
    console.log(`  exactly once: ${exact ? 'yes' : 'NO'}`);
    if (!exact) process.exitCode = 1;
  } finally {
    for (const p of children) p.kill('SIGTERM');
    await Promise.all(
      children.map((p) => new Promise((r) => (p.exitCode !== null ? r(null) : p.once('exit', r)))),
    );
    await env.cleanup();
    for (const role of ['web', 'worker'])
      await fs.rm(path.join(os.tmpdir(), `aff-bench-billing-${role}-${process.pid}`), {
        recursive: true,
        force: true,
      });
  }
}
