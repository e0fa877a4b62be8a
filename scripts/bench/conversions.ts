/**
 * `npm run bench -- conversions [--orders 6000] [--rounds 3] [--profile] [--smoke]`
 *
 * The conversions worker's processing rate (orders recorded per second: attribution, the
 * recording transaction, the commission), with three kinds of order in one run, each round
 * running every kind in turn, each round starting with the next, so drift, warm-up and the
 * growing table fall on all of them alike:
 *
 * - `referral`: today's attribution, a referral_code (the baseline);
 * - `coupons+subscriptions`: a coupon_code and a subscription_id, each subscription ordered
 *   4 times (the first quarter of the orders bind their subscriptions through the coupon, the
 *   rest are renewals);
 * - `fall-through`: an unknown coupon_code and a new subscription_id, then the referral code
 *   (both new lookups miss, and the conversion binds its subscription);
 * - `other-currency`: the baseline's order in EUR in a USD business, with the rate the request
 *   looked up (the base and total converted before the commission is resolved);
 * - `referral+fraud`: the baseline's orders with an ip_address each, for a second business
 *   with every fraud rule on (flag; README, "Fraud and traffic quality"), while the baseline's
 *   business has every rule off.
 *
 * The request's own cost of a currency, the rate lookup of POST /v1/conversions, is timed
 * apart: `--lookups` sequential lookups of an order in USD and in EUR.
 *
 * Jobs are queued first, then the workers start and the clock runs until the queue is empty.
 * Targets: coupons and subscriptions, and every fraud rule on, each cost at most 10 % of the
 * baseline's rate; an order in another currency at most 5 %.
 */
import { performance } from 'node:perf_hooks';
import { registerBusiness } from '../../api/businesses/business.service';
import { QUEUE_NAMES } from '../../api/queues';
import { conversionJobId, type ConversionJob } from '../../api/queues/conversions';
import { startWorkers } from '../../workers';
import { conversionsProcessor } from '../../workers/processors/conversions';
import { benchEnv, isSmoke, peakRssMb, type BenchEnv } from './_env';
import { processCpuMicros } from './_proc-cpu';
import { orderRate } from '../../api/money/rates';

const AFFILIATES = 100;
const ORDERS_PER_SUBSCRIPTION = 4;

type Kind = 'referral' | 'coupons+subscriptions' | 'fall-through' | 'other-currency' | 'referral+fraud';
const KINDS: Kind[] = [
  'referral',
  'coupons+subscriptions',
  'fall-through',
  'other-currency',
  'referral+fraud',
];

const ALL_RULES = (action: string) =>
  JSON.stringify(
    Object.fromEntries(
      ['self_referral', 'repeat_customer_ip', 'disposable_email', 'review_above', 'datacenter_click'].map(
        (r) => [r, action],
      ),
    ),
  );

function arg(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(`--${name}`);
  const v = i >= 0 ? Number(args[i + 1]) : fallback;
  if (!Number.isInteger(v) || v < 1) throw new Error(`--${name} must be a positive integer`);
  return v;
}

/**
 * `--profile`: where an order's time goes, per kind and round: wall time, this process's CPU
 * (the worker's JavaScript, pg and BullMQ clients), the CPU of the PostgreSQL backends serving
 * this bench's database (read from /proc), and the statements and commits it sent.
 */
function orderProfiler(env: BenchEnv) {
  let statements = 0;
  let commits = 0;
  const options = env.jobsDb.$config.options;
  const chained = options.query;
  options.query = (e) => {
    statements += 1;
    if (typeof e.query === 'string' && /^commit/i.test(e.query)) commits += 1;
    if (chained) chained(e);
  };
  const backendCpu = async () => {
    const pids = await env.deps.db.map<number>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      [],
      (r: { pid: number }) => r.pid,
    );
    return new Map(pids.map((pid) => [pid, processCpuMicros(pid) ?? 0]));
  };
  return {
    async start() {
      const [pg0, cpu0, n0, c0] = [await backendCpu(), process.cpuUsage(), statements, commits];
      return async (orders: number, ms: number) => {
        const cpu = process.cpuUsage(cpu0);
        const n = statements - n0;
        let pg = 0;
        for (const [pid, after] of await backendCpu()) pg += after - (pg0.get(pid) ?? 0);
        const c = commits - c0;
        const per = (us: number) => `${(us / orders).toFixed(0)} µs`;
        return (
          `per order: wall ${per(ms * 1000)} (8 at a time), this process's CPU ${per(cpu.user + cpu.system)}, ` +
          `PostgreSQL backends' CPU ${per(pg)}, ${(n / orders).toFixed(1)} statements in ${(c / orders).toFixed(1)} transactions`
        );
      };
    },
  };
}

export async function run(args: string[]): Promise<void> {
  const smoke = isSmoke(args);
  const orders = arg(args, 'orders', smoke ? 40 : 6_000);
  const rounds = arg(args, 'rounds', smoke ? 1 : 3);
  const lookups = arg(args, 'lookups', smoke ? 20 : 2_000);
  const subscriptions = Math.max(1, Math.floor(orders / ORDERS_PER_SUBSCRIPTION));
  const env = await benchEnv('conversions');
  // The worker runs as in production, under the jobs' deadlines.
  const jobs = { ...env.deps, db: env.jobsDb };
  const queue = env.deps.queues.get(QUEUE_NAMES.conversions);
  const profile = args.includes('--profile');
  const profiler = orderProfiler(env);
  try {
    const program = async (name: string, rules: string) => {
      const { business } = await registerBusiness(env.deps, {
        name: `Bench Conversions ${name}`,
        ownerName: 'Owner',
        email: `conversions-${name}@bench.example`,
      });
      const id = business.id;
      await env.jobsDb.none(
        `UPDATE business_settings SET commission_rate = 10, fraud_rules = $2::jsonb, fraud_review_amount = 1000
         WHERE business_id = $1`,
        [id, rules],
      );
      await env.jobsDb.none(
        `WITH u AS (
           INSERT INTO users (email, name)
           SELECT 'aff' || g || '-' || $3 || '@bench.example', 'Partner ' || g FROM generate_series(1, $2) g RETURNING id, name),
         a AS (
           INSERT INTO affiliates (business_id, user_id, name, referral_code, status)
           SELECT $1, u.id, u.name, 'REF' || u.id, 'active' FROM u RETURNING id)
         INSERT INTO coupons (business_id, affiliate_id, code) SELECT $1, a.id, 'CPN' || a.id FROM a`,
        [id, AFFILIATES, name],
      );
      const affiliates = await env.jobsDb.map<{ ref: string; coupon: string }>(
        `SELECT a.referral_code AS ref, c.code AS coupon FROM affiliates a
         JOIN coupons c ON c.affiliate_id = a.id AND c.business_id = a.business_id
         WHERE a.business_id = $1 ORDER BY a.id`,
        [id],
        (r) => r,
      );
      await env.jobsDb.exchangeRates.upsert(id, 'USD', '2026-01-01', { EUR: '0.921500' });
      return { id, affiliates };
    };
    const plain = await program('plain', ALL_RULES('off'));
    const guarded = await program('fraud', ALL_RULES('flag'));
    console.log(
      `conversions bench: ${orders} orders per kind per round, ${rounds} rounds, ${AFFILIATES} affiliates`,
    );

    const bid = plain.id;
    const now = new Date().toISOString();
    const usd = await orderRate(env.jobsDb, bid, undefined, now);
    const eur = await orderRate(env.jobsDb, bid, 'EUR', now);
    const businessOf = (kind: Kind) => (kind === 'referral+fraud' ? guarded : plain);
    const job = (kind: Kind, round: number, i: number): ConversionJob => {
      const a = businessOf(kind).affiliates[i % AFFILIATES];
      const hints =
        kind === 'referral'
          ? { referralCode: a.ref }
          : kind === 'other-currency'
            ? { referralCode: a.ref, ...eur }
            : kind === 'referral+fraud'
              ? // One IP per order: every IP rule reads, none trips.
                { referralCode: a.ref, ipAddress: `10.${round}.${(i >> 8) & 255}.${i & 255}` }
              : kind === 'coupons+subscriptions'
                ? {
                    couponCode: a.coupon.toLowerCase(),
                    // The first quarter bind their subscriptions; the rest are renewals, queued
                    // later as a billing system sends them (not at the same moment as the first).
                    subscriptionId: `sub-${round}-${i % subscriptions}`,
                    referralCode: null,
                  }
                : { couponCode: `NOPE${i}`, subscriptionId: `new-${round}-${i}`, referralCode: a.ref };
      return {
        businessId: businessOf(kind).id,
        orderId: `${kind}-${round}-${i}`,
        orderTotal: '120.00',
        subtotal: '100.00',
        discount: '0.00',
        tax: '20.00',
        ...usd,
        clickId: null,
        visitorId: null,
        customerName: 'Customer',
        customerEmail: 'c@shop.example',
        lineItems: [{ product_id: 'sku-1', name: 'Plan', quantity: 1, price: '100.00' }],
        ipAddress: null,
        metadata: null,
        convertedAt: new Date().toISOString(),
        ...hints,
      };
    };

    const rates = new Map<Kind, number[]>(KINDS.map((k) => [k, []]));
    for (let round = 1; round <= rounds; round += 1) {
      // Each round starts with the next kind, so no kind always meets the smallest table.
      const order = KINDS.map((_, k) => KINDS[(k + round - 1) % KINDS.length]);
      for (const kind of order) {
        const batch = Array.from({ length: orders }, (_, i) => job(kind, round, i));
        for (let i = 0; i < batch.length; i += 1000) {
          await queue.addBulk(
            batch.slice(i, i + 1000).map((data) => ({
              name: 'record',
              data,
              opts: { jobId: conversionJobId(data.businessId, data.orderId) },
            })),
          );
        }
        const probe = profile ? await profiler.start() : null;
        const t = performance.now();
        const pool = startWorkers(jobs, [conversionsProcessor]);
        while ((await queue.getJobCountByTypes('waiting', 'active', 'delayed', 'prioritized')) > 0)
          await new Promise((r) => setTimeout(r, 20));
        const ms = performance.now() - t;
        await pool.close();
        if (probe) console.log(`  ${await probe(orders, ms)}`);
        const failed = await queue.getJobCountByTypes('failed');
        if (failed) throw new Error(`${failed} conversion jobs failed`);
        const rate = orders / (ms / 1000);
        rates.get(kind)!.push(rate);
        console.log(
          `round ${round}, ${kind}: ${orders} orders in ${(ms / 1000).toFixed(2)} s (${rate.toFixed(0)}/s)`,
        );
      }
    }

    for (const currency of [undefined, 'EUR', undefined, 'EUR']) {
      const t = performance.now();
      for (let i = 0; i < lookups; i += 1) await orderRate(env.jobsDb, bid, currency, now);
      const us = ((performance.now() - t) * 1000) / lookups;
      console.log(
        `request rate lookup, order in ${currency ?? 'USD (the business currency)'}: ${us.toFixed(0)} µs`,
      );
    }

    const counts = await env.jobsDb.any<{ attribution: string; n: number }>(
      `SELECT attribution, count(*)::int AS n FROM conversions WHERE business_id IN ($1, $2) GROUP BY 1 ORDER BY 1`,
      [plain.id, guarded.id],
    );
    console.log(`recorded: ${counts.map((c) => `${c.attribution} ${c.n}`).join(', ')}`);
    const flagged = await env.jobsDb.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM conversions WHERE business_id = $1 AND cardinality(risk_reasons) > 0',
      [guarded.id],
    );
    console.log(`flagged by a fraud rule: ${flagged.n}`);
    const mean = (k: Kind) => rates.get(k)!.reduce((s, r) => s + r, 0) / rounds;
    const base = mean('referral');
    for (const kind of KINDS) {
      const cost = ((base - mean(kind)) / base) * 100;
      console.log(
        `${kind}: ${mean(kind).toFixed(0)}/s mean` +
          (kind === 'referral'
            ? ' (baseline)'
            : `, ${cost >= 0 ? cost.toFixed(1) + ' % slower' : (-cost).toFixed(1) + ' % faster'} than the baseline`),
      );
    }
    console.log(`peak RSS: ${(await peakRssMb()).toFixed(0)} MB`);
  } finally {
    await env.cleanup();
  }
}
