/**
 * `npm run seed -- --businesses N --days D --clicks C`: realistic demo data sent through the
 * real ingestion path — businesses, affiliates and links through their services; clicks as
 * edge batches on the `clicks` queue (ids made for their past moment, so the click's time is
 * its id's time, as at the redirect); page views and cart events through the events queue;
 * orders through POST /v1/conversions' queue with their click ids; then reviews (approve,
 * reject, cancel) and payouts through the same services the API calls. The workers run in
 * this process until every queue has drained.
 *
 * It opens the stores itself, so with the embedded ClickHouse run it while the service is
 * stopped (or `bash scripts/up.sh --seed`, which seeds from inside the running service).
 */
import { randomBytes } from 'node:crypto';
import { SingleBar, Presets } from 'cli-progress';
import { loadConfig } from '../api/config';
import { closeDeps, createDeps, createPool, type Deps } from '../api/deps';
import { ClickIdGenerator } from '../api/domain/click-id';
import { Dec } from '../api/domain/money';
import { createAffiliate } from '../api/features/affiliates/affiliates.service';
import { transition as affiliateTransition } from '../api/features/affiliates/affiliates.status';
import { registerBusiness } from '../api/businesses/business.service';
import { batchIdFor, enqueueClickBatch, type RawClick } from '../api/queues/clicks';
import { flushClickCounts } from '../api/tracking/load/click-counts';
import { flushClickRows } from '../api/tracking/load/load-clicks';
import { createRule } from '../api/features/commission-rules/commission-rules.service';
import { queueConversion } from '../api/features/conversions/conversions.service';
import type { ConversionBody } from '../api/features/conversions/conversions.schemas';
import { enqueueEvents } from '../api/queues/events';
import { flushEvents as flushStagedEvents } from '../api/tracking/load/load-events';
import type { EventInput } from '../api/domain/tracked-event';
import { createLink } from '../api/features/links/links.service';
import { transition as orderTransition, ACTORS } from '../api/orders/order-transitions';
import { createPayout, transitionPayout } from '../api/features/payouts/payouts.service';
import { updateSettings } from '../api/features/settings/settings.service';
import { QUEUE_NAMES, type QueueName } from '../api/queues';
import { startWorkers } from '../workers/index';
import { runMigrations } from './migrate';
import { runScript } from '../api/process';

export interface SeedOptions {
  businesses: number;
  days: number;
  clicks: number;
  /** Deterministic runs for the same seed. */
  seed?: number;
  quiet?: boolean;
  /** Seed into these existing businesses (the demo business) instead of registering new ones. */
  into?: number[];
}

export interface SeedSummary {
  businessIds: number[];
  affiliates: number;
  links: number;
  clicks: number;
  events: number;
  conversions: number;
  payouts: number;
}

/** mulberry32: a small seeded generator, so a seed run can be repeated. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)],
    chance: (p: number) => next() < p,
  };
}

const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
] as const;
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
// Public addresses in the shipped GeoIP database: US, GB, DE, FR, BR, JP, AU, CA.
const IPS = [
  '8.8.8.8',
  '81.2.69.160',
  '85.214.132.117',
  '62.210.16.6',
  '200.147.67.142',
  '133.242.0.1',
  '1.128.0.1',
  '24.48.0.1',
];
const REFERRERS = [
  null,
  'https://www.google.com/',
  'https://www.instagram.com/',
  'https://t.co/x',
  'https://blog.example.org/best-gear',
  'https://mail.google.com/',
] as const;
const CAMPAIGNS = ['spring-sale', 'newsletter', 'influencer', 'black-friday', null] as const;
const PRODUCTS = [
  ['sku-101', 'Trail Runner Shoes', 89.9],
  ['sku-202', 'Rain Jacket', 129],
  ['sku-303', 'Merino Socks', 14.5],
  ['sku-404', 'Day Pack 24L', 64.99],
  ['sku-505', 'Water Bottle', 19],
] as const;
const NAMES = [
  'Ada',
  'Grace',
  'Linus',
  'Margaret',
  'Alan',
  'Barbara',
  'Dennis',
  'Frances',
  'Ken',
  'Radia',
  'Edsger',
  'Hedy',
];

const DAY_MS = 86_400_000;
const BATCH = 500;

function progress(label: string, total: number, quiet?: boolean) {
  if (quiet) return { increment: (_n?: number) => undefined, stop: () => undefined };
  const bar = new SingleBar(
    {
      format: `${label.padEnd(12)} [{bar}] {percentage}% | {value}/{total} | ETA {eta_formatted}`,
      hideCursor: true,
    },
    Presets.shades_classic,
  );
  bar.start(total, 0);
  return { increment: (n = 1) => bar.increment(n), stop: () => bar.stop() };
}

async function drained(deps: Deps, names: QueueName[], timeoutMs = 600_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    let pending = 0;
    for (const n of names) {
      const c = await deps.queues.get(n).getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      pending += Object.values(c).reduce((a, b) => a + b, 0);
    }
    if (pending === 0) return;
    if (Date.now() > until) throw new Error(`queues still hold ${pending} jobs after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Staged clicks, events and click counts reach ClickHouse and click_count on the loaders'
 * schedule; a seed that wants its figures visible at once flushes them itself (flushes are
 * exclusive and idempotent, so racing the workers' own flush is harmless).
 */
async function settleStaged(deps: Deps): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const rows = await flushClickRows(deps);
    const events = await flushStagedEvents(deps);
    await flushClickCounts(deps);
    if (rows === 0 && events === 0) return;
    if (rows === null || events === null) await new Promise((r) => setTimeout(r, 100));
  }
}

interface SeedLink {
  id: number;
  affiliateId: number;
  campaign: string | null;
  destination: string;
}

/** Seeds into running deps (workers must be running to drain the queues). */
export async function seed(deps: Deps, opts: SeedOptions): Promise<SeedSummary> {
  const r = rng(opts.seed ?? Date.now());
  const stamp = randomBytes(3).toString('hex');
  const now = deps.clock.now().getTime();
  const start = now - opts.days * DAY_MS;
  const summary: SeedSummary = {
    businessIds: [],
    affiliates: 0,
    links: 0,
    clicks: 0,
    events: 0,
    conversions: 0,
    payouts: 0,
  };
  // Ids for the past: one generator walking forward in time keeps them unique and ordered.
  const ids = new ClickIdGenerator(31, () => clickClock);
  let clickClock = start;

  for (let b = 0; b < opts.businesses; b += 1) {
    const businessId =
      opts.into?.[b] ??
      (
        await registerBusiness(deps, {
          name: `Demo Outdoor Shop ${b + 1} ${stamp}`,
          email: `owner+${stamp}-${b + 1}@demo.example`,
          ownerName: 'Demo Owner',
          website: `https://shop${b + 1}.demo.example`,
        })
      ).business.id;
    summary.businessIds.push(businessId);
    await updateSettings(deps, businessId, { commission_rate: 10, cookie_duration: 30 });

    // Affiliates in every state, and links with campaigns.
    const links: SeedLink[] = [];
    const affiliateIds: number[] = [];
    const count = r.int(6, 10);
    for (let i = 0; i < count; i += 1) {
      const name = `${NAMES[i % NAMES.length]} ${String.fromCharCode(65 + b)}.`;
      const a = await createAffiliate(deps, businessId, {
        name,
        email: `aff${i + 1}.${stamp}.${b + 1}@demo.example`,
        password: randomBytes(12).toString('hex'),
        phone: null,
        commission_rate: i % 4 === 0 ? 12.5 : null,
        notes: null,
        referral_code: null,
      });
      affiliateIds.push(a.id);
      summary.affiliates += 1;
      for (let l = 0; l < r.int(1, 3); l += 1) {
        const campaign = r.pick(CAMPAIGNS);
        const link = await createLink(deps, businessId, a.id, {
          destination_url: `https://shop${b + 1}.demo.example/${campaign ?? 'home'}?src=aff`,
          campaign,
          is_active: true,
        });
        links.push({ id: link.id, affiliateId: a.id, campaign, destination: link.destination_url });
        summary.links += 1;
      }
    }
    await createRule(deps, businessId, links[0].id, {
      label: 'Launch promotion',
      commission_rate: 20,
      priority: 1,
      max_conversions: 25,
    });

    // Clicks, and the visits and orders that follow some of them, in time order.
    const perBusiness = Math.floor(opts.clicks / opts.businesses);
    const step = (now - start - 3_600_000) / Math.max(1, perBusiness);
    const clicksBar = progress(`business ${b + 1}`, perBusiness, opts.quiet);
    let batch: RawClick[] = [];
    let events: EventInput[] = [];
    const orders: ConversionBody[] = [];
    const flushClicks = async () => {
      if (!batch.length) return;
      await enqueueClickBatch(deps.queues.get(QUEUE_NAMES.clicks), { id: batchIdFor(batch), clicks: batch });
      summary.clicks += batch.length;
      clicksBar.increment(batch.length);
      batch = [];
    };
    const flushEvents = async () => {
      if (!events.length) return;
      summary.events += await enqueueEvents(deps, {
        businessId,
        ip: null,
        userAgent: null,
        proxyCountry: null,
        events,
      });
      events = [];
    };
    for (let c = 0; c < perBusiness; c += 1) {
      // Weekdays and evenings are busier; the jitter keeps ids strictly moving forward.
      clickClock = Math.max(clickClock + 1, start + c * step + r.int(0, Math.floor(step)));
      const link = r.pick(links);
      const bot = r.chance(0.04);
      const ua = bot ? BOT : r.pick(USER_AGENTS);
      const ip = r.pick(IPS);
      const visitor = `v${businessId}-${r.int(1, Math.max(10, Math.floor(perBusiness / 3)))}`;
      const referrer = r.pick(REFERRERS);
      const clickId = ids.next();
      batch.push({
        id: clickId,
        business_id: businessId,
        referral_link_id: link.id,
        affiliate_id: link.affiliateId,
        campaign: link.campaign,
        visitor_id: visitor,
        ip_address: ip,
        user_agent: ua,
        proxy_country: null,
        referrer,
        landing_page: link.destination,
        utm_source: link.campaign ? 'affiliate' : null,
        utm_medium: 'affiliate',
        utm_campaign: link.campaign,
      });
      if (!bot && r.chance(0.6)) {
        const at = (ms: number) => new Date(clickClock + ms).toISOString();
        const [productId, productName, price] = r.pick(PRODUCTS);
        const base = {
          visitor_id: visitor,
          session_id: `s${clickId}`,
          click_id: clickId,
          ip_address: ip,
          user_agent: ua,
        };
        events.push({
          ...base,
          type: 'pageview',
          url: link.destination,
          referrer,
          title: 'Home',
          occurred_at: at(1_000),
        });
        events.push({
          ...base,
          type: 'product_view',
          url: `https://shop${b + 1}.demo.example/p/${productId}`,
          product_id: productId,
          product_name: productName,
          price,
          occurred_at: at(30_000),
        });
        if (r.chance(0.3)) {
          events.push({
            ...base,
            type: 'add_to_cart',
            product_id: productId,
            product_name: productName,
            price,
            quantity: 1,
            occurred_at: at(60_000),
          });
          if (r.chance(0.2))
            events.push({
              ...base,
              type: 'remove_from_cart',
              product_id: productId,
              product_name: productName,
              price,
              quantity: 1,
              occurred_at: at(90_000),
            });
          else if (r.chance(0.35)) {
            const quantity = r.int(1, 3);
            const total = Math.round(price * quantity * 100) / 100;
            events.push({
              ...base,
              type: 'thank_you_view',
              url: `https://shop${b + 1}.demo.example/thanks`,
              occurred_at: at(180_000),
            });
            orders.push({
              order_id: `DEMO-${stamp}-${businessId}-${orders.length + 1}`,
              order_total: total,
              click_id: clickId,
              visitor_id: visitor,
              currency: 'USD',
              customer: {
                name: `Customer ${orders.length + 1}`,
                email: `customer${orders.length + 1}@demo.example`,
              },
              line_items: [{ product_id: productId, name: productName, quantity, price }],
              ip_address: ip,
              converted_at: at(180_000),
            } as ConversionBody);
          }
        }
      }
      if (batch.length >= BATCH) await flushClicks();
      if (events.length >= BATCH - 10) await flushEvents();
    }
    await flushClicks();
    await flushEvents();
    clicksBar.stop();

    // Orders go in after their clicks are loaded, as a shop reports them.
    await drained(deps, [QUEUE_NAMES.clicks, QUEUE_NAMES.events]);
    await settleStaged(deps);
    const ordersBar = progress('orders', orders.length, opts.quiet);
    for (const o of orders) {
      await queueConversion(deps, businessId, o);
      ordersBar.increment();
    }
    ordersBar.stop();
    await drained(deps, [QUEUE_NAMES.conversions, QUEUE_NAMES.conversionSync]);
    summary.conversions += orders.length;

    // Reviews: most older orders approved, some rejected or cancelled; recent ones stay pending.
    const rows = await deps.db.any<{ id: number; converted_at: string }>(
      'SELECT id, converted_at FROM conversions WHERE business_id = $1 ORDER BY id',
      [businessId],
    );
    const byAction: Record<'approve' | 'reject' | 'cancel', number[]> = {
      approve: [],
      reject: [],
      cancel: [],
    };
    for (const row of rows) {
      if (now - Date.parse(row.converted_at) < 5 * DAY_MS) continue;
      const roll = r.next();
      if (roll < 0.7) byAction.approve.push(row.id);
      else if (roll < 0.8) byAction.reject.push(row.id);
      else if (roll < 0.85) byAction.cancel.push(row.id);
    }
    for (const action of ['approve', 'reject', 'cancel'] as const) {
      for (let i = 0; i < byAction[action].length; i += 100) {
        await orderTransition(deps, {
          businessId,
          ids: byAction[action].slice(i, i + 100),
          action,
          actor: action === 'cancel' ? ACTORS.integration : ACTORS.api,
          bulk: true,
          note: action === 'approve' ? 'Demo review' : 'Demo data',
        });
      }
    }

    // Payouts: half of each affiliate's available balance (the ledger's: approved commission
    // net of refunds, adjustments and earlier payouts), in the business currency, completed,
    // pending or failed. Gross approved commission can exceed it, and a payout above the
    // balance is refused.
    const owed = await deps.db.any<{ affiliate_id: number }>(
      `SELECT DISTINCT affiliate_id FROM conversions
       WHERE business_id = $1 AND status = 'approved' AND affiliate_id IS NOT NULL ORDER BY affiliate_id`,
      [businessId],
    );
    for (const o of owed) {
      const { balance } = await deps.db.ledger.head(businessId, o.affiliate_id);
      const amount = halfInCents(balance);
      if (amount === null) continue;
      const p = await createPayout(deps, businessId, {
        affiliate_id: o.affiliate_id,
        amount,
        method: r.pick(['bank_transfer', 'paypal', 'check', 'other'] as const),
        reference: null,
      });
      summary.payouts += 1;
      const roll = r.next();
      if (roll < 0.6) await transitionPayout(deps, businessId, p.id, 'completed', `TX-${p.id}`);
      else if (roll < 0.75) await transitionPayout(deps, businessId, p.id, 'failed');
    }

    // A few affiliates in the other states.
    if (affiliateIds.length > 3) {
      await affiliateTransition(
        deps,
        businessId,
        affiliateIds[affiliateIds.length - 1],
        'suspend',
        'Demo: paused',
      );
      await affiliateTransition(
        deps,
        businessId,
        affiliateIds[affiliateIds.length - 2],
        'terminate',
        'Demo: left',
      );
    }
  }
  await drained(deps, [QUEUE_NAMES.conversionSync, QUEUE_NAMES.payoutSync]);
  return summary;
}

/** Half of a balance, rounded down to cents, as a decimal string; null when nothing is to pay. */
export function halfInCents(balance: string): string | null {
  const half = new Dec(balance).div(2).toDecimalPlaces(2, Dec.ROUND_DOWN);
  return half.greaterThan(0) ? half.toFixed(2) : null;
}

function parseArgs(argv: string[]): SeedOptions {
  const opts: SeedOptions = { businesses: 1, days: 30, clicks: 2000 };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, value] = [argv[i], argv[i + 1]];
    const n = Number(value);
    const key = (
      { '--businesses': 'businesses', '--days': 'days', '--clicks': 'clicks', '--seed': 'seed' } as const
    )[flag as '--businesses'];
    if (!key || !Number.isInteger(n) || n < 0 || (n < 1 && flag !== '--seed')) {
      throw new Error(
        `usage: npm run seed -- [--businesses N (1)] [--days D (30)] [--clicks C (2000)] [--seed S]\n` +
          `bad argument: ${flag} ${value ?? ''}`,
      );
    }
    opts[key] = n;
    i += 1;
  }
  if (opts.days > 3650 || opts.businesses > 1000 || opts.clicks > 50_000_000)
    throw new Error('seed: a value is out of range');
  return opts;
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  // Seeding and the workers it runs are jobs: their statements get the jobs' deadlines.
  const deps = await createDeps(config, { db: createPool(config, 'jobs') });
  await runMigrations(config, { ch: deps.ch });
  const pool = startWorkers(deps);
  const t0 = Date.now();
  try {
    const s = await seed(deps, opts);
    process.stdout.write(
      `Seeded ${s.businessIds.length} business(es) [ids ${s.businessIds.join(', ')}]: ${s.affiliates} affiliates, ` +
        `${s.links} links, ${s.clicks} clicks, ${s.events} events, ${s.conversions} orders, ${s.payouts} payouts ` +
        `in ${((Date.now() - t0) / 1000).toFixed(1)} s.\n`,
    );
  } finally {
    await pool.close();
    await closeDeps(deps);
  }
}

if (require.main === module) runScript(main);
