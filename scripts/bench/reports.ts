/**
 * `npm run bench -- reports [--clicks N] [--events N] [--conversions N] [--runs N] [--no-pg] [--smoke]`
 *
 * Seeds one business among 100 with 10M clicks, 2M events and 200k conversions (plus 10%
 * more of each spread over the other 99), then prints the p95 latency of every reports
 * endpoint over a 30-day and a 365-day range, and the same stats figures computed by
 * PostgreSQL from the same rows for comparison. Target: p95 <= 300 ms.
 *
 * Clicks and events are generated inside ClickHouse (INSERT … SELECT FROM numbers()) with
 * integer formulas of the row number; the PostgreSQL comparison table is filled with the same
 * formulas by generate_series, so both stores hold identical clicks. Conversions and payouts
 * are made in PostgreSQL and loaded by their real sync jobs (some conversions twice: pending,
 * then approved, so ClickHouse holds several versions).
 */
import { performance } from 'node:perf_hooks';
import { issueToken } from '../../api/security/tokens';
import { registerBusiness } from '../../api/businesses/business.service';
import { createWebServer, listen } from '../../api/server';
import { compactClickSessions } from '../../api/features/reports/click-sessions-rollup';
import { syncConversions } from '../../api/features/conversions/conversion-sync';
import { syncPayouts } from '../../api/features/payouts/payout-sync';
import {
  benchEnv,
  peakRssMb,
  percentile,
  numberArg as arg,
  isoDay as day,
  timed,
  isSmoke,
  type BenchEnv,
} from './_env';

export interface Sizes {
  clicks: number;
  events: number;
  conversions: number;
  businesses: number;
  affiliates: number;
  links: number;
  payouts: number;
  days: number;
}

export interface Seeded {
  businessId: number;
  apiKey: string;
  apiSecret: string;
  today: string;
}

/** The endpoints timed per range; an analytics bench can reuse the seed and add its own. */
export const REPORT_ENDPOINTS = [
  '/v1/reports/stats',
  '/v1/reports/commission-chart',
  '/v1/reports/commission-chart?granularity=weekly',
  '/v1/reports/top-affiliates',
  '/v1/reports/clicks-by-campaign',
  '/v1/reports/payouts',
  '/v1/reports/export',
];

/** Seeds the stores of `env`; returns the target business and its credentials. */
export async function seedReportsBench(env: BenchEnv, s: Sizes): Promise<Seeded> {
  const { deps } = env;
  const { ch } = deps;
  // Seeding runs under the workers' deadlines: the bulk inserts outlast a request's.
  const db = env.jobsDb;
  const now = Date.now();
  const today = day(now);
  const baseMs = Date.parse(`${today}T00:00:00Z`) - (s.days - 1) * 86_400_000;
  const base = new Date(baseMs).toISOString();
  const span = s.days * 86400;
  const reg = await registerBusiness(deps, {
    name: 'Bench Target',
    email: 'bench-owner@example.com',
    ownerName: 'Owner',
  });
  const b = reg.business.id;
  const others = (
    await db.any<{ id: number }>(
      `WITH u AS (INSERT INTO users (email, name) SELECT 'noise' || g || '@example.com', 'Noise ' || g
                  FROM generate_series(1, $1) g RETURNING id)
       INSERT INTO businesses (owner_user_id, name, slug) SELECT id, 'Noise ' || id, 'noise-' || id FROM u RETURNING id`,
      [s.businesses - 1],
    )
  ).map((r) => r.id);

  await timed(`PostgreSQL: ${s.affiliates} affiliates, ${s.links} links`, async () => {
    await db.none(
      `WITH u AS (INSERT INTO users (email, name) SELECT 'aff' || g || '@bench.example', 'Affiliate ' || g
                  FROM generate_series(1, $2) g RETURNING id, name)
       INSERT INTO affiliates (business_id, user_id, name, referral_code, status, approved_at)
       SELECT $1, id, name, 'BENCH' || id, 'active', now() FROM u`,
      [b, s.affiliates],
    );
    await db.none(
      `INSERT INTO referral_links (business_id, affiliate_id, slug, destination_url, campaign)
       SELECT $1, a.id, 'bench-' || g, 'https://shop.example/', CASE WHEN g % 21 = 0 THEN NULL ELSE 'campaign-' || (g % 20) END
       FROM generate_series(0, $2 - 1) g
       JOIN LATERAL (SELECT id FROM affiliates WHERE business_id = $1 ORDER BY id OFFSET g % $3 LIMIT 1) a ON true`,
      [b, s.links, s.affiliates],
    );
  });
  const { aff0 } = await db.one<{ aff0: number }>(
    'SELECT min(id) AS aff0 FROM affiliates WHERE business_id = $1',
    [b],
  );
  const { link0 } = await db.one<{ link0: number }>(
    'SELECT min(id) AS link0 FROM referral_links WHERE business_id = $1',
    [b],
  );

  // Link li belongs to affiliate li % affiliates (see the lateral join above); ids are contiguous.
  const clickSelect = (bid: string, numbers: string, offset: number) => `
    SELECT ${bid} AS business_id, number + ${offset} AS id,
           ${link0} + (number * 7) % ${s.links} AS referral_link_id,
           ${aff0} + ((number * 7) % ${s.links}) % ${s.affiliates} AS affiliate_id,
           if(((number * 7) % ${s.links}) % 21 = 0, '', concat('campaign-', toString(((number * 7) % ${s.links}) % 20))) AS campaign,
           concat('v', toString((number * 2654435761) % 2000000)) AS visitor_id,
           'desktop' AS device, 'Chrome' AS browser, 'Linux' AS os, 'US' AS country,
           toUInt8(number % 50 = 0) AS is_bot,
           toDateTime64('${base.slice(0, 19).replace('T', ' ')}', 6, 'UTC') + toIntervalSecond((number * 104729) % ${span}) + toIntervalMicrosecond(number % 1000000) AS created_at
    FROM ${numbers}`;
  await timed(
    `ClickHouse: ${s.clicks} clicks for the target + ${Math.round(s.clicks / 10)} for the others`,
    async () => {
      const cols =
        'business_id, id, referral_link_id, affiliate_id, campaign, visitor_id, device, browser, os, country, is_bot, created_at';
      for (let done = 0; done < s.clicks; done += 2_000_000) {
        const n = Math.min(2_000_000, s.clicks - done);
        await ch.client.command({
          query: `INSERT INTO clicks (${cols}) ${clickSelect(String(b), `numbers(${done}, ${n})`, 0)}`,
        });
      }
      const othersArr = `[${others.join(',')}]`;
      await ch.client.command({
        query: `INSERT INTO clicks (${cols}) ${clickSelect(`${othersArr}[1 + number % ${others.length}]`, `numbers(${Math.round(s.clicks / 10)})`, 100_000_000)}`,
      });
    },
  );
  await timed(`ClickHouse: ${s.events} events`, async () => {
    await ch.client.command({
      query: `INSERT INTO events (business_id, id, type, visitor_id, session_id, affiliate_id, url, path, device, country, traffic_source, occurred_at)
              SELECT if(number % 11 = 0, [${others.join(',')}][1 + number % ${others.length}], ${b}), generateUUIDv4(),
                     ['pageview', 'pageview', 'pageview', 'product_view', 'add_to_cart', 'remove_from_cart', 'thank_you_view'][1 + number % 7],
                     concat('v', toString((number * 2654435761) % 2000000)), concat('s', toString(number % 500000)),
                     ${aff0} + number % ${s.affiliates}, concat('https://shop.example/p/', toString(number % 300)),
                     concat('/p/', toString(number % 300)), 'desktop', 'US', 'affiliate',
                     toDateTime64('${base.slice(0, 19).replace('T', ' ')}', 6, 'UTC') + toIntervalSecond((number * 104723) % ${span})
              FROM numbers(${Math.round(s.events * 1.1)})`,
    });
  });

  const convIds = await timed(`PostgreSQL: ${s.conversions} conversions (+10% for the others)`, async () => {
    const rows = await db.any<{ id: number }>(
      `INSERT INTO conversions (business_id, order_id, affiliate_id, referral_link_id, subtotal, order_total,
         commission_rate, commission_amount, status, converted_at)
       SELECT $1, 'b-' || g, $2 + ((g * 31) % $4), $3 + ((g * 31) % $4), 100 + g % 400, 100 + g % 400, 10,
              ((g * 7919) % 20000) / 100.0,
              (ARRAY['approved','approved','approved','approved','approved','approved','pending','pending','rejected','cancelled'])[1 + g % 10],
              $5::timestamptz + ((g * 7919) % $6) * interval '1 second'
       FROM generate_series(0, $7 - 1) g RETURNING id`,
      [b, aff0, link0, s.affiliates, base, span, s.conversions],
    );
    await db.none(
      `INSERT INTO conversions (business_id, order_id, subtotal, order_total, commission_amount, status, converted_at)
       SELECT (($1::bigint[]))[1 + g % array_length($1::bigint[], 1)], 'n-' || g, 50, 50, 5, 'approved',
              $2::timestamptz + ((g * 7919) % $3) * interval '1 second'
       FROM generate_series(0, $4 - 1) g`,
      [others, base, span, Math.round(s.conversions / 10)],
    );
    return rows.map((r) => r.id);
  });
  await timed(
    'ClickHouse: conversions through the sync job (pending ones approved later: 2 versions)',
    async () => {
      for (let i = 0; i < convIds.length; i += 5000)
        await syncConversions(deps, { businessId: b, ids: convIds.slice(i, i + 5000) });
      const changed = (
        await db.any<{ id: number }>(
          `UPDATE conversions SET status = 'approved', version = version + 1, updated_at = now()
         WHERE business_id = $1 AND status = 'pending' AND id % 2 = 0 RETURNING id`,
          [b],
        )
      ).map((r) => r.id);
      for (let i = 0; i < changed.length; i += 5000)
        await syncConversions(deps, { businessId: b, ids: changed.slice(i, i + 5000) });
      for (const o of others) {
        const ids = (
          await db.any<{ id: number }>('SELECT id FROM conversions WHERE business_id = $1', [o])
        ).map((r) => r.id);
        for (let i = 0; i < ids.length; i += 5000)
          await syncConversions(deps, { businessId: o, ids: ids.slice(i, i + 5000) });
      }
    },
  );
  await timed(`payouts: ${s.payouts}`, async () => {
    const ids = (
      await db.any<{ id: number }>(
        `INSERT INTO payouts (business_id, affiliate_id, amount, method, status, reference, paid_at, created_at)
         SELECT $1, $2 + g % $3, 1 + g % 50, 'paypal', (ARRAY['pending','completed','completed','failed'])[1 + g % 4],
                'REF-' || g,
                CASE WHEN g % 4 IN (1, 2) THEN $4::timestamptz + ((g * 7919) % $5 + 172800) * interval '1 second' END,
                $4::timestamptz + ((g * 7919) % $5) * interval '1 second'
         FROM generate_series(0, $6 - 1) g RETURNING id`,
        [b, aff0, s.affiliates, base, span, s.payouts],
      )
    ).map((r) => r.id);
    for (let i = 0; i < ids.length; i += 1000)
      await syncPayouts(deps, { businessId: b, ids: ids.slice(i, i + 1000) });
  });
  return { businessId: b, apiKey: reg.credentials.api_key, apiSecret: reg.credentials.api_secret, today };
}

/** The stats figures over one range, computed by PostgreSQL from the same rows. */
const PG_STATS = `
WITH r AS (SELECT $2::date AS f, $3::date AS t, $3::date - $2::date + 1 AS n)
SELECT
  (SELECT coalesce(sum(commission_amount) FILTER (WHERE converted_at >= r.f), 0)::text FROM conversions
    WHERE business_id = $1 AND status = 'approved' AND converted_at >= r.f - r.n AND converted_at < r.t + 1) AS commission,
  (SELECT count(*) FILTER (WHERE converted_at >= r.f) FROM conversions
    WHERE business_id = $1 AND affiliate_id IS NOT NULL AND status IN ('pending', 'approved')
      AND converted_at >= r.f - r.n AND converted_at < r.t + 1) AS conversions,
  (SELECT coalesce(sum(commission_amount), 0)::text FROM conversions
    WHERE business_id = $1 AND status = 'approved' AND converted_at < r.t + 1) AS approved_through,
  (SELECT coalesce(sum(amount), 0)::text FROM payouts
    WHERE business_id = $1 AND status = 'completed' AND paid_at < r.t + 1) AS paid_through,
  (SELECT count(*) FROM (SELECT DISTINCT visitor_id, referral_link_id, date_trunc('hour', created_at)
     FROM bench_clicks WHERE business_id = $1 AND NOT is_bot AND created_at >= r.f AND created_at < r.t + 1) x) AS sessions,
  (SELECT count(*) FROM (SELECT DISTINCT visitor_id, referral_link_id, date_trunc('hour', created_at)
     FROM bench_clicks WHERE business_id = $1 AND NOT is_bot AND created_at >= r.f - r.n AND created_at < r.f) x) AS prev_sessions
FROM r`;

async function seedPgClicks(env: BenchEnv, s: Sizes, seeded: Seeded): Promise<void> {
  const { db } = env.deps;
  const { link0 } = await db.one<{ link0: number }>(
    'SELECT min(id) AS link0 FROM referral_links WHERE business_id = $1',
    [seeded.businessId],
  );
  const baseMs = Date.parse(`${seeded.today}T00:00:00Z`) - (s.days - 1) * 86_400_000;
  await db.none(
    `CREATE TABLE bench_clicks (business_id bigint, referral_link_id bigint, visitor_id text, is_bot boolean, created_at timestamptz)`,
  );
  for (let done = 0; done < s.clicks; done += 2_000_000) {
    const n = Math.min(2_000_000, s.clicks - done);
    await db.none(
      `INSERT INTO bench_clicks
       SELECT $1, $2 + (g * 7) % $3, 'v' || ((g * 2654435761) % 2000000), g % 50 = 0,
              $4::timestamptz + ((g * 104729) % $5) * interval '1 second' + (g % 1000000) * interval '1 microsecond'
       FROM generate_series($6::bigint, $7::bigint) g`,
      [seeded.businessId, link0, s.links, new Date(baseMs).toISOString(), s.days * 86400, done, done + n - 1],
    );
  }
  await db.none('CREATE INDEX ON bench_clicks (business_id, created_at)');
  await db.none('ANALYZE bench_clicks');
}

async function measure(
  runs: number,
  fn: () => Promise<void>,
): Promise<{ p50: number; p95: number; max: number }> {
  await fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] };
}

export async function run(args: string[]): Promise<void> {
  const smoke = isSmoke(args);
  const sizes: Sizes = {
    clicks: arg(args, 'clicks', smoke ? 20_000 : 10_000_000),
    events: arg(args, 'events', smoke ? 5_000 : 2_000_000),
    conversions: arg(args, 'conversions', smoke ? 1_000 : 200_000),
    businesses: smoke ? 5 : 100,
    affiliates: smoke ? 50 : 1000,
    links: smoke ? 150 : 3000,
    payouts: smoke ? 100 : 3000,
    days: 400,
  };
  const runs = arg(args, 'runs', smoke ? 2 : 20);
  const pg = !args.includes('--no-pg');
  console.log(`reports bench: ${JSON.stringify(sizes)}, ${runs} timed runs per endpoint and range`);
  const env = await benchEnv('reports');
  try {
    console.log('seeding');
    const seeded = await seedReportsBench(env, sizes);
    if (pg)
      await timed(`PostgreSQL comparison table: ${sizes.clicks} clicks`, () =>
        seedPgClicks(env, sizes, seeded),
      );
    const { deps } = env;
    const web = createWebServer(deps);
    const port = await listen(web, 0, '127.0.0.1');
    const ranges = {
      '30 days': { from: day(Date.parse(seeded.today) - 29 * 86_400_000), to: seeded.today },
      '365 days': { from: day(Date.parse(seeded.today) - 364 * 86_400_000), to: seeded.today },
    };
    // Each endpoint and range gets its own token: the per-token rate limits stay out of the way.
    const get = async (token: string, path: string) => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    };
    const token = async () => (await issueToken(deps, seeded.apiKey, seeded.apiSecret)).access_token;
    const rows: string[] = [];
    const report = (label: string, r: { p50: number; p95: number; max: number }) => {
      const line = `| ${label} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${r.max.toFixed(0)} | ${r.p95 <= 300 ? 'yes' : 'NO'} |`;
      rows.push(line);
      console.log(line);
    };
    console.log('\n| endpoint (range) | p50 ms | p95 ms | max ms | p95 ≤ 300 ms |\n|---|---|---|---|---|');
    for (const [name, r] of Object.entries(ranges)) {
      const t = await token();
      report(
        `stats before compaction (${name})`,
        await measure(Math.min(runs, 10), () => get(t, `/v1/reports/stats?from=${r.from}&to=${r.to}`)),
      );
    }
    await timed('click-session compaction (report-rollups job, first run)', () => compactClickSessions(deps));
    for (const [name, r] of Object.entries(ranges)) {
      for (const ep of REPORT_ENDPOINTS) {
        const t = await token();
        const sep = ep.includes('?') ? '&' : '?';
        report(
          `${ep} (${name})`,
          await measure(ep.endsWith('export') ? Math.min(runs, 25) : runs, () =>
            get(t, `${ep}${sep}from=${r.from}&to=${r.to}`),
          ),
        );
      }
    }
    if (pg) {
      for (const [name, r] of Object.entries(ranges)) {
        report(
          `PostgreSQL: the stats query (${name})`,
          await measure(Math.min(runs, 5), async () => {
            await deps.db.one(PG_STATS, [seeded.businessId, r.from, r.to]);
          }),
        );
      }
      // The two stores agree on the figures they share.
      const r = ranges['365 days'];
      const p = await deps.db.one(PG_STATS, [seeded.businessId, r.from, r.to]);
      const t = await token();
      const res = await fetch(`http://127.0.0.1:${port}/v1/reports/stats?from=${r.from}&to=${r.to}`, {
        headers: { authorization: `Bearer ${t}` },
      });
      const c = (
        (await res.json()) as { data: { total_commission_paid: number; total_referral_clicks: number } }
      ).data;
      console.log(
        `\nsame figures (365 days): commission ClickHouse ${c.total_commission_paid} / PostgreSQL ${p.commission}; ` +
          `click sessions ClickHouse ${c.total_referral_clicks} / PostgreSQL ${p.sessions}`,
      );
    }
    console.log(`\npeak RSS ${(await peakRssMb()).toFixed(0)} MB`);
    await web.close();
  } finally {
    await env.cleanup();
  }
}
