/**
 * `npm run bench -- analytics [--runs N] [--keep] [--smoke]`: p95 latency of every section of
 * GET /v1/affiliate/analytics over a 30-day and a 365-day range, for one business holding
 * 10M clicks, 2M events and 200k conversions among 100 businesses (the other 99 share a
 * fifth as much again). Clicks and events are made inside ClickHouse (INSERT … SELECT FROM
 * numbers(), naming the columns it fills: the rest take their defaults, so a column added
 * later does not break the seed), so the materialized views fill the rollups exactly as live
 * inserts would; conversions are made in PostgreSQL and loaded by their real sync job, whose
 * row builder is the service's own. `--smoke`: a few thousand rows in 5 businesses.
 *
 * The timings are of the analytics service call (ClickHouse and PostgreSQL work included),
 * without HTTP: the route adds authentication, the rate limiter and JSON encoding, about a
 * millisecond, and the 120-a-minute limit would otherwise pace the bench.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { AnalyticsQuery } from '../../api/features/analytics/analytics.schemas';
import { analytics } from '../../api/features/analytics/analytics.service';
import { SECTIONS } from '../../api/features/analytics/metrics';
import { addDays, todayOf } from '../../api/reporting/day-range';
import { syncConversions } from '../../api/features/conversions/conversion-sync';
import { benchEnv, isSmoke, numberArg as arg, peakRssMb, percentile } from './_env';

const FULL = {
  target: { clicks: 10_000_000, events: 2_000_000, conversions: 200_000 },
  others: { businesses: 99, clicks: 2_000_000, events: 400_000, conversions: 40_000 },
  affiliates: 1_000,
  links: 5_000,
  runs: 30,
};
const SMOKE: typeof FULL = {
  target: { clicks: 20_000, events: 5_000, conversions: 1_000 },
  others: { businesses: 4, clicks: 4_000, events: 1_000, conversions: 200 },
  affiliates: 50,
  links: 200,
  runs: 2,
};
const HISTORY_DAYS = 400;
/** Conversions per sync job, as the conversions worker batches them. */
const SYNC_BATCH = 5_000;
const TARGET_MS = 300;
const ROLLUPS = [
  'analytics_traffic',
  'analytics_visitors',
  'analytics_dimensions',
  'analytics_pages',
  'analytics_products',
  'analytics_links',
];

/** The columns the seed fills; every other column takes its default. */
const CLICK_SEED_COLUMNS = [
  'business_id',
  'id',
  'referral_link_id',
  'affiliate_id',
  'campaign',
  'visitor_id',
  'ip_address',
  'user_agent',
  'device',
  'browser',
  'os',
  'country',
  'referrer',
  'landing_page',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'is_bot',
  'created_at',
].join(', ');
const EVENT_SEED_COLUMNS = [
  'business_id',
  'id',
  'type',
  'visitor_id',
  'session_id',
  'click_id',
  'affiliate_id',
  'referral_link_id',
  'referral_code',
  'url',
  'path',
  'referrer',
  'title',
  'product_id',
  'product_name',
  'price',
  'quantity',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'device',
  'browser',
  'os',
  'country',
  'traffic_source',
  'is_bot',
  'occurred_at',
].join(', ');

/** Wall time and the process's CPU time (the embedded engine runs in this process). */
async function timed<T>(f: () => Promise<T>): Promise<{ wall: number; cpu: number }> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  await f();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { wall, cpu: (c.user + c.system) / 1000 };
}

export async function run(args: string[]): Promise<void> {
  const size = isSmoke(args) ? SMOKE : FULL;
  const { target: TARGET, others: OTHERS, affiliates: AFFILIATES, links: LINKS } = size;
  const runs = arg(args, 'runs', size.runs);
  const env = await benchEnv('analytics');
  const { deps } = env;
  const ch = deps.ch.client;
  try {
    // PostgreSQL: 100 businesses under one owner; the measured one gets affiliates and links.
    const owner = await deps.db.one<{ id: number }>(
      `INSERT INTO users (email, name) VALUES ('bench-owner@example.com', 'Owner') RETURNING id`,
    );
    const businesses = await deps.db.map(
      `INSERT INTO businesses (owner_user_id, name, slug)
       SELECT $1, 'Bench ' || g, 'bench-' || g FROM generate_series(1, $2) g RETURNING id`,
      [owner.id, OTHERS.businesses + 1],
      (r: { id: number }) => r.id,
    );
    const [target, ...others] = businesses;
    const firstAffiliate = await deps.db.one<{ id: number }>(
      `WITH u AS (
         INSERT INTO users (email, name)
         SELECT 'bench-aff-' || g || '@example.com', 'Affiliate ' || g FROM generate_series(1, $2) g RETURNING id, name
       )
       , a AS (
         INSERT INTO affiliates (business_id, user_id, name, referral_code, status)
         SELECT $1, id, name, 'BENCH' || id, 'active' FROM u
         RETURNING id
       )
       SELECT min(id) AS id FROM a`,
      [target, AFFILIATES],
    );
    const firstLink = await deps.db.one<{ id: number }>(
      `WITH l AS (
         INSERT INTO referral_links (business_id, affiliate_id, slug, destination_url, campaign)
         SELECT $1, $2 + (g % $3), 'bench-link-' || g, 'https://shop.example/', 'campaign-' || (g % 20)
         FROM generate_series(0, $4 - 1) g
         RETURNING id
       )
       SELECT min(id) AS id FROM l`,
      [target, firstAffiliate.id, AFFILIATES, LINKS],
    );

    const seedClicks = (business: string, count: number, idBase: number) =>
      ch.command({
        query: `INSERT INTO clicks (${CLICK_SEED_COLUMNS})
          SELECT ${business} AS business_id, ${idBase} + number AS id,
                 {link0:UInt64} + (cityHash64(number, 1) % {links:UInt64}) AS referral_link_id,
                 {aff0:UInt64} + ((cityHash64(number, 1) % {links:UInt64}) % {affs:UInt64}) AS affiliate_id,
                 concat('campaign-', toString(cityHash64(number, 1) % 20)) AS campaign,
                 concat('v', toString(cityHash64(number, 2) % 2000000)) AS visitor_id,
                 '203.0.113.7' AS ip_address, 'Mozilla/5.0' AS user_agent,
                 ['desktop', 'mobile', 'tablet'][1 + cityHash64(number, 3) % 3] AS device,
                 ['Chrome', 'Safari', 'Firefox', 'Edge', 'Opera', ''][1 + cityHash64(number, 4) % 6] AS browser,
                 ['Windows', 'macOS', 'iOS', 'Android', 'Linux', ''][1 + cityHash64(number, 5) % 6] AS os,
                 ['US', 'DE', 'FR', 'GB', 'NL', 'ES', 'IT', 'CA', 'AU', 'BR', ''][1 + cityHash64(number, 6) % 11] AS country,
                 concat('https://blog', toString(cityHash64(number, 7) % 500), '.example/post') AS referrer,
                 concat('https://shop.example/p/', toString(cityHash64(number, 8) % 500)) AS landing_page,
                 '' AS utm_source, '' AS utm_medium, '' AS utm_campaign,
                 toUInt8(cityHash64(number, 9) % 20 = 0) AS is_bot,
                 now64(6, 'UTC') - toIntervalMicrosecond(cityHash64(number, 10) % ({days:UInt64} * 86400000000)) AS created_at
          FROM numbers({n:UInt64})`,
        query_params: {
          link0: firstLink.id,
          links: LINKS,
          aff0: firstAffiliate.id,
          affs: AFFILIATES,
          days: HISTORY_DAYS,
          n: count,
        },
      });
    const seedEvents = (business: string, count: number) =>
      ch.command({
        query: `INSERT INTO events (${EVENT_SEED_COLUMNS})
          SELECT ${business} AS business_id, generateUUIDv4(number) AS id,
                 ['pageview', 'pageview', 'pageview', 'pageview', 'pageview', 'pageview', 'product_view', 'product_view',
                  'add_to_cart', 'remove_from_cart', 'thank_you_view'][1 + cityHash64(number, 11) % 11] AS type,
                 concat('v', toString(cityHash64(number, 12) % 2000000)) AS visitor_id,
                 concat('s', toString(cityHash64(number, 13) % 800000)) AS session_id,
                 0 AS click_id, 0 AS affiliate_id, 0 AS referral_link_id, '' AS referral_code,
                 concat('https://shop.example', path) AS url,
                 concat('/p/', toString(cityHash64(number, 14) % 500)) AS path,
                 '' AS referrer, 'Shop' AS title,
                 concat('sku-', toString(cityHash64(number, 15) % 2000)) AS product_id,
                 concat('Product ', toString(cityHash64(number, 15) % 2000)) AS product_name,
                 toDecimal64(19.99, 2) AS price, 1 AS quantity,
                 '' AS utm_source, '' AS utm_medium, '' AS utm_campaign,
                 ['desktop', 'mobile', 'tablet'][1 + cityHash64(number, 16) % 3] AS device,
                 ['Chrome', 'Safari', 'Firefox', 'Edge', 'Opera', ''][1 + cityHash64(number, 17) % 6] AS browser,
                 ['Windows', 'macOS', 'iOS', 'Android', 'Linux', ''][1 + cityHash64(number, 18) % 6] AS os,
                 ['US', 'DE', 'FR', 'GB', 'NL', 'ES', 'IT', 'CA', 'AU', 'BR', ''][1 + cityHash64(number, 19) % 11] AS country,
                 ['direct', 'search', 'social', 'email', 'referral', 'affiliate'][1 + cityHash64(number, 20) % 6] AS traffic_source,
                 0 AS is_bot,
                 now64(6, 'UTC') - toIntervalMicrosecond(cityHash64(number, 21) % ({days:UInt64} * 86400000000)) AS occurred_at
          FROM numbers({n:UInt64})`,
        query_params: { days: HISTORY_DAYS, n: count },
      });
    // Conversions go through PostgreSQL (under the workers' deadlines) and the sync job (the
    // service's own ClickHouse row).
    const seedConversions = async (businesses: number[], count: number, prefix: string) => {
      const ids = await env.jobsDb.map(
        `INSERT INTO conversions (business_id, order_id, affiliate_id, referral_link_id, visitor_id, status,
           subtotal, order_total, commission_rate, commission_amount, currency, line_items, converted_at, created_at)
         SELECT b.id, $2 || g, a.aff, CASE WHEN a.aff IS NOT NULL THEN $5 + g % $6 END,
                'v' || (g * 2654435761 % 2000000),
                (ARRAY['pending', 'approved', 'approved', 'approved', 'rejected', 'cancelled'])[1 + g % 6],
                t.total, t.total, 10, round(t.total / 10, 2), 'USD',
                jsonb_build_array(jsonb_build_object('product_id', 'sku-' || g * 31 % 2000, 'name', 'Product ' || g * 31 % 2000),
                                  jsonb_build_object('product_id', 'sku-' || g * 37 % 2000, 'name', 'Product ' || g * 37 % 2000)),
                at.at, at.at
         FROM generate_series(0, $7 - 1) g,
              LATERAL (SELECT ($1::bigint[])[1 + g % array_length($1::bigint[], 1)] AS id) b,
              LATERAL (SELECT CASE WHEN g % 5 <> 0 AND b.id = $8 THEN $3 + g * 7 % $4 END AS aff) a,
              LATERAL (SELECT round(10 + (g::bigint * 7919 % 50000) / 100.0, 2) AS total) t,
              LATERAL (SELECT now() - (g::bigint * 104729 % ($9 * 86400)) * interval '1 second' AS at) at
         RETURNING id, business_id`,
        [businesses, prefix, firstAffiliate.id, AFFILIATES, firstLink.id, LINKS, count, target, HISTORY_DAYS],
        (r: { id: number; business_id: number }) => r,
      );
      await syncAll(ids);
    };
    /** Loads conversions into ClickHouse through the sync job, a business and a batch at a time. */
    const syncAll = async (rows: { id: number; business_id: number }[]) => {
      const byBusiness = new Map<number, number[]>();
      for (const r of rows) byBusiness.set(r.business_id, [...(byBusiness.get(r.business_id) ?? []), r.id]);
      for (const [businessId, ids] of byBusiness)
        for (let i = 0; i < ids.length; i += SYNC_BATCH)
          await syncConversions(deps, { businessId, ids: ids.slice(i, i + SYNC_BATCH) });
    };

    // The other businesses: a row's business is picked from their ids by the row number.
    const otherBusiness = `[${others.join(',')}][1 + number % ${others.length}]`;
    const seedStart = performance.now();
    await seedClicks(String(target), TARGET.clicks, 1);
    await seedClicks(otherBusiness, OTHERS.clicks, 100_000_000);
    await seedEvents(String(target), TARGET.events);
    await seedEvents(otherBusiness, OTHERS.events);
    await seedConversions([target], TARGET.conversions, 'ORD-');
    await seedConversions(others, OTHERS.conversions, 'OTHER-');
    // A later version of one conversion in ten, as status changes leave them.
    await syncAll(
      await env.jobsDb.map(
        `UPDATE conversions SET status = CASE WHEN status = 'pending' THEN 'approved' ELSE status END,
                version = version + 1, updated_at = now()
         WHERE business_id = $1 AND id % 10 = 0 RETURNING id, business_id`,
        [target],
        (r: { id: number; business_id: number }) => r,
      ),
    );
    const seedSeconds = (performance.now() - seedStart) / 1000;
    // A live service inserts small batches that background merges fold into one row per key;
    // the bench's few huge inserts leave many parts, so the rollups are merged once here to
    // measure the steady state (the raw tables are left as inserted).
    const mergeStart = performance.now();
    for (const table of ROLLUPS) await ch.command({ query: `OPTIMIZE TABLE ${table} FINAL` });
    const mergeSeconds = (performance.now() - mergeStart) / 1000;

    const counts = await (
      await ch.query({
        query: `SELECT (SELECT count() FROM clicks) AS clicks, (SELECT count() FROM events) AS events,
                       (SELECT count() FROM conversions) AS conversion_rows,
                       (SELECT count() FROM clicks WHERE business_id = {b:UInt64}) AS target_clicks,
                       (SELECT count() FROM analytics_traffic) AS traffic_rows,
                       (SELECT count() FROM analytics_links) AS link_rows,
                       (SELECT count() FROM analytics_pages) AS page_rows`,
        query_params: { b: target },
        format: 'JSONEachRow',
      })
    ).json<Record<string, number>>();

    console.log(`analytics bench: ${runs} runs per case after 3 warm-up runs`);
    console.log(
      `seeded in ${seedSeconds.toFixed(1)} s, rollups merged in ${mergeSeconds.toFixed(1)} s: ${JSON.stringify(counts[0])}`,
    );
    console.log(
      `history: ${HISTORY_DAYS} days; ${AFFILIATES} affiliates and ${LINKS} links; engine: ${deps.ch.embedded ? 'embedded (chdb)' : 'server'}`,
    );

    const today = todayOf(deps.clock.now());
    const results: { section: string; days: number; p50: number; p95: number; max: number; cpu: number }[] =
      [];
    for (const days of [30, 365]) {
      for (const section of SECTIONS) {
        const q: AnalyticsQuery = {
          section,
          from: addDays(today, -(days - 1)),
          to: today,
          page: 1,
          per_page: 15,
          top_limit: 10,
        };
        for (let i = 0; i < 3; i += 1) await analytics(deps, target, q);
        const wall: number[] = [];
        const cpu: number[] = [];
        for (let i = 0; i < runs; i += 1) {
          const t = await timed(() => analytics(deps, target, q));
          wall.push(t.wall);
          cpu.push(t.cpu);
        }
        wall.sort((x, y) => x - y);
        cpu.sort((x, y) => x - y);
        results.push({
          section,
          days,
          p50: percentile(wall, 50),
          p95: percentile(wall, 95),
          max: wall[wall.length - 1],
          cpu: percentile(cpu, 50),
        });
      }
    }

    console.log('\n| section | range | p50 ms | p95 ms | max ms | CPU ms (p50) | p95 ≤ 300 ms |');
    console.log('|---|---|---|---|---|---|---|');
    for (const r of results) {
      console.log(
        `| ${r.section} | ${r.days} days | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} | ${r.cpu.toFixed(1)} | ${r.p95 <= TARGET_MS ? 'yes' : 'NO'} |`,
      );
    }
    console.log(
      `\npeak RSS ${(await peakRssMb()).toFixed(0)} MB; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const slow = results.filter((r) => r.p95 > TARGET_MS);
    if (slow.length) console.log(`over target: ${slow.map((r) => `${r.section}/${r.days}d`).join(', ')}`);
  } finally {
    if (!args.includes('--keep')) await env.cleanup();
  }
}
