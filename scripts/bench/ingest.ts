/**
 * `npm run bench -- ingest [--clicks 1000000] [--events 1000000] [--batch 500]`
 *
 * Enqueues clicks (as the redirect's intake does: edge batches of ≤ 500 on the `clicks`
 * queue, ids made now) and page views / cart events (as POST /v1/pageviews does: one job of
 * ≤ 500 per request) for 10 businesses, with the loaders already running in this process,
 * then waits until ClickHouse holds every row. Prints the enqueue rate, the end-to-end rate
 * (events per second from the first enqueue to the last row in ClickHouse) and the p50/p99
 * ingest lag read from the `ingest_lag_seconds` histogram the loaders record (edge time to
 * ClickHouse insert). Target: ≥ 50k events/s on this 2-core machine.
 */
import { registerBusiness } from '../../api/features/businesses/business.service';
import { batchIdFor, type RawClick } from '../../api/features/clicks/click-record';
import { CLICK_JOB_OPTIONS } from '../../api/features/clicks/click-intake';
import { enqueueEvents } from '../../api/features/events/events.service';
import type { EventInput } from '../../api/features/events/events.schemas';
import { ClickIdGenerator } from '../../api/domain/click-id';
import { metrics, registry } from '../../api/metrics';
import { startWorkers } from '../../workers/index';
import { clickCountsProcessor, clickLoaderProcessor } from '../../workers/jobs/click-loader';
import { eventsProcessor } from '../../workers/processors/events';
import { QUEUE_NAMES } from '../../workers/queues';
import { benchEnv } from './_env';

function arg(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(`--${name}`);
  const v = i >= 0 ? Number(args[i + 1]) : fallback;
  if (!Number.isInteger(v) || v < 1) throw new Error(`--${name} must be a positive integer`);
  return v;
}

const UAS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
];
const IPS = ['8.8.8.8', '81.2.69.160', '85.214.132.117', '133.242.0.1'];

/** A quantile from a prom-client histogram's cumulative buckets (upper bound of its bucket). */
async function quantile(kind: string, q: number): Promise<string> {
  const m = (await registry.getSingleMetric('ingest_lag_seconds')?.get()) as
    { values: { labels: Record<string, string | number>; value: number; metricName?: string }[] } | undefined;
  const buckets = (m?.values ?? [])
    .filter((v) => v.metricName?.endsWith('_bucket') && v.labels.kind === kind)
    .map((v) => ({ le: v.labels.le, n: v.value }));
  const total = buckets.find((b) => b.le === '+Inf')?.n ?? 0;
  if (!total) return 'n/a';
  const hit = buckets.find((b) => b.n >= q * total);
  return hit ? `≤ ${hit.le} s` : 'n/a';
}

async function chCount(
  env: Awaited<ReturnType<typeof benchEnv>>,
  table: 'clicks' | 'events',
): Promise<number> {
  const rs = await env.deps.ch.client.query({
    query: `SELECT count() AS n FROM ${table}`,
    format: 'JSONEachRow',
  });
  return Number((await rs.json<{ n: number }>())[0].n);
}

export async function run(args: string[]): Promise<void> {
  const clicks = arg(args, 'clicks', 1_000_000);
  const events = arg(args, 'events', 1_000_000);
  const batch = Math.min(500, arg(args, 'batch', 500));
  const env = await benchEnv('ingest');
  const { deps } = env;
  metrics.ingestLag.reset();
  try {
    const businesses = [];
    for (let i = 0; i < 10; i += 1) {
      const b = await registerBusiness(deps, {
        name: `Ingest ${i}`,
        email: `ingest${i}@bench.example`,
        ownerName: 'Bench',
      });
      const [{ affiliate_id, link_id }] = await deps.db.any<{ affiliate_id: number; link_id: number }>(
        `WITH u AS (INSERT INTO users (email, name) VALUES ($2, 'Aff') RETURNING id),
              a AS (INSERT INTO affiliates (business_id, user_id, referral_code, status)
                    SELECT $1, id, 'BENCH' || $1, 'active' FROM u RETURNING id)
         INSERT INTO referral_links (business_id, affiliate_id, slug, destination_url)
         SELECT $1, a.id, 'bench-' || $1, 'https://shop.example/' FROM a RETURNING affiliate_id, id AS link_id`,
        [b.business.id, `aff${i}@bench.example`],
      );
      businesses.push({ id: b.business.id, affiliateId: affiliate_id, linkId: link_id });
    }

    const pool = startWorkers(deps, [clickLoaderProcessor, clickCountsProcessor, eventsProcessor]);
    const ids = new ClickIdGenerator(30);
    const t0 = Date.now();
    const clicksQueue = deps.queues.get(QUEUE_NAMES.clicks);
    let sentClicks = 0;
    let sentEvents = 0;
    // Interleaved, as live traffic would arrive: a click batch, then an events batch; several
    // producers at once, as several web processes would enqueue.
    const inFlight = new Set<Promise<unknown>>();
    const submit = async (p: Promise<unknown>) => {
      const tracked = p.finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
      if (inFlight.size >= 16) await Promise.race(inFlight);
    };
    while (sentClicks < clicks || sentEvents < events) {
      const b = businesses[((sentClicks / batch + sentEvents / batch) % businesses.length) | 0];
      if (sentClicks < clicks) {
        const n = Math.min(batch, clicks - sentClicks);
        const rows: RawClick[] = Array.from({ length: n }, (_, k) => ({
          id: ids.next(),
          business_id: b.id,
          referral_link_id: b.linkId,
          affiliate_id: b.affiliateId,
          campaign: null,
          visitor_id: `v${k % 997}`,
          ip_address: IPS[k % IPS.length],
          user_agent: UAS[k % UAS.length],
          proxy_country: null,
          referrer: null,
          landing_page: 'https://shop.example/',
          utm_source: null,
          utm_medium: null,
          utm_campaign: null,
        }));
        const id = batchIdFor(rows);
        await submit(clicksQueue.add('batch', { id, clicks: rows }, { ...CLICK_JOB_OPTIONS, jobId: id }));
        sentClicks += n;
      }
      if (sentEvents < events) {
        const n = Math.min(batch, events - sentEvents);
        const evs: EventInput[] = Array.from({ length: n }, (_, k) => ({
          type: k % 5 === 4 ? 'add_to_cart' : 'pageview',
          visitor_id: `v${k % 997}`,
          session_id: `s${k % 499}`,
          url: `https://shop.example/p/${k % 50}`,
          user_agent: UAS[k % UAS.length],
          ip_address: IPS[k % IPS.length],
        }));
        await enqueueEvents(deps, {
          businessId: b.id,
          ip: null,
          userAgent: null,
          proxyCountry: null,
          events: evs,
        });
        sentEvents += n;
      }
    }
    await Promise.all(inFlight);
    const enqueueSeconds = (Date.now() - t0) / 1000;
    process.stdout.write(
      `enqueued ${clicks} clicks and ${events} events in ${enqueueSeconds.toFixed(1)} s ` +
        `(${Math.round((clicks + events) / enqueueSeconds)} events/s)\n`,
    );

    const deadline = Date.now() + 30 * 60_000;
    let c = 0;
    let e = 0;
    while (Date.now() < deadline) {
      [c, e] = [await chCount(env, 'clicks'), await chCount(env, 'events')];
      if (c >= clicks && e >= events) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const seconds = (Date.now() - t0) / 1000;
    await pool.close();
    process.stdout.write(
      `in ClickHouse: ${c} clicks, ${e} events after ${seconds.toFixed(1)} s\n` +
        `end-to-end    : ${Math.round((c + e) / seconds)} events/s (target ≥ 50000)\n` +
        `ingest lag    : clicks p50 ${await quantile('click', 0.5)}, p99 ${await quantile('click', 0.99)}; ` +
        `events p50 ${await quantile('event', 0.5)}, p99 ${await quantile('event', 0.99)}\n` +
        `  ${c === clicks && e === events ? 'PASS' : 'FAIL'}  every event loaded exactly once\n` +
        `  ${(c + e) / seconds >= 50_000 ? 'PASS' : 'FAIL'}  ≥ 50k events/s\n`,
    );
  } finally {
    await env.cleanup();
  }
}
