import type { Deps } from '../../api/deps';
import { ClickIdGenerator, MAX_PROCESS } from '../../api/domain/click-id';
import { clickLine, type ClickRow } from '../../api/tracking/store/click-row';
import type { StoredClick } from '../../api/tracking/store/find-clicks';
import { utf8 } from '../../api/domain/unicode';
import {
  rangeIndexArgs,
  recentClicksIndex,
  REMEMBER_FN,
  type RangeIndex,
} from '../../api/tracking/store/recent-clicks';
import { flushesProcessor } from '../../workers/processors/flushes';
import { insertBatch, tokenFor } from '../../clickhouse/insert';
import { startWorkers, type WorkerPool } from '../../workers/index';
import { conversionSyncProcessor } from '../../workers/processors/conversion-sync';
import { conversionsProcessor } from '../../workers/processors/conversions';
import { eventsProcessor } from '../../workers/processors/events';
import { dateToIso } from '../../sql/timestamps';
import { deps as sharedDeps, startServer, type TestServer } from './context';
import { uniq } from './fixtures';
import { waitFor } from './wait';
import type { Client } from './http';
import type { ConversionJob } from '../../api/queues/conversions';

/**
 * Fixtures for tracking tests: clicks written the way the click loader writes them (Redis
 * record and/or ClickHouse row), the tracking workers in-process, and reading what they recorded.
 */

// Process numbers of their own, so fixture ids never collide with ids the app makes.
const ids = new ClickIdGenerator(MAX_PROCESS);
const madeAt = new Map<number, number>();

/** A click id made at `at`, as the edge would have made it then (unique within the run). */
export function clickIdAt(at: Date): number {
  const ms = at.getTime();
  const n = (madeAt.get(ms) ?? 0) + 1;
  madeAt.set(ms, n);
  const gen = new ClickIdGenerator(MAX_PROCESS - 1, () => ms);
  let id = 0;
  for (let i = 0; i < n; i++) id = gen.next();
  return id;
}

export interface ClickSpec {
  businessId: number;
  /** Null: a click recorded by referral code for an affiliate without an active link. */
  linkId: number | null;
  affiliateId: number;
  visitorId?: string;
  createdAt?: Date;
  isBot?: boolean;
  landingPage?: string | null;
  referrer?: string | null;
  campaign?: string | null;
  quality?: StoredClick['quality'];
}

/** A click as the click loader would make it (its id carries its time, as at the edge). */
export function clickOf(spec: ClickSpec): StoredClick {
  const at = spec.createdAt ?? new Date();
  const id = spec.createdAt ? clickIdAt(at) : ids.next();
  return {
    id,
    business_id: spec.businessId,
    referral_link_id: spec.linkId,
    affiliate_id: spec.affiliateId,
    visitor_id: spec.visitorId ?? uniq('v'),
    campaign: spec.campaign ?? null,
    landing_page:
      spec.landingPage === undefined ? 'https://shop.example/landing?aff_click=1' : spec.landingPage,
    referrer: spec.referrer === undefined ? 'https://blog.example/post' : spec.referrer,
    is_bot: spec.isBot ?? false,
    created_at: dateToIso(at),
    quality: spec.quality ?? (spec.isBot ? 'bot' : 'ok'),
  };
}

const REMEMBER = `${REMEMBER_FN}
remember(ARGV[1], 2, 0)
return 1`;

/**
 * Keeps lines among the recent clicks without staging them: the recent-clicks part of the
 * staging script (api/tracking/load/staging.ts) alone.
 */
export async function rememberLines(
  d: Pick<Deps, 'redis'>,
  index: RangeIndex,
  lines: string[],
): Promise<void> {
  const element = utf8(`-\n${lines.join('\n')}`);
  const { keys, args } = rangeIndexArgs(index, element);
  await d.redis.eval(REMEMBER, keys.length, ...keys, element, ...args);
}

/** Stores clicks where the click loader puts them: the Redis record, the ClickHouse row, or both. */
export async function storeClicks(
  clicks: StoredClick[],
  where: 'redis' | 'clickhouse' | 'both',
): Promise<void> {
  const d = await sharedDeps();
  const rows: ClickRow[] = clicks.map((c) => ({
    business_id: c.business_id,
    id: c.id,
    referral_link_id: c.referral_link_id ?? 0,
    affiliate_id: c.affiliate_id,
    campaign: c.campaign ?? '',
    visitor_id: c.visitor_id,
    ip_address: '203.0.113.9',
    user_agent: 'Mozilla/5.0',
    device: 'desktop',
    browser: 'Chrome',
    os: 'Windows',
    country: '',
    referrer: c.referrer ?? '',
    landing_page: c.landing_page ?? '',
    utm_source: '',
    utm_medium: '',
    utm_campaign: '',
    is_bot: c.is_bot ? 1 : 0,
    created_at: c.created_at.replace('T', ' ').replace('Z', ''),
    quality: c.quality,
  }));
  if (where !== 'clickhouse') {
    // As the click loader's staging script keeps them (api/tracking/load/staging.ts).
    await rememberLines(
      d,
      recentClicksIndex(
        d.config.redisPrefix,
        rows.map((r) => r.id),
        Date.now(),
      ),
      rows.map(clickLine),
    );
  }
  if (where !== 'redis') {
    await insertBatch(
      d.ch,
      'clicks',
      rows,
      tokenFor(
        'test-clicks',
        clicks.map((c) => c.id),
      ),
    );
  }
}

/**
 * A describe block's tracking setup: the tracking workers in this process and a test server,
 * started before its tests (the server handed to `use`) and the workers closed after them.
 */
export function trackingSuite(use: (server: TestServer) => void): void {
  let pool: WorkerPool | undefined;
  before(async () => {
    pool = await startTrackingWorkers();
    use(await startServer());
  });
  after(async () => {
    await pool?.close();
  });
}

/** The tracking workers (events and their flushes, conversions, conversion-sync) in this process. */
export async function startTrackingWorkers(d?: Deps): Promise<WorkerPool> {
  return startWorkers(d ?? (await sharedDeps()), [
    eventsProcessor,
    flushesProcessor,
    conversionsProcessor,
    conversionSyncProcessor,
  ]);
}

/** A conversions job as POST /v1/conversions queues it: an order of 100.00 with no hints, unless given. */
export function conversionJob(businessId: number, o: Partial<ConversionJob> = {}): ConversionJob {
  return {
    businessId,
    orderId: uniq('ord'),
    orderTotal: '100.00',
    subtotal: '100.00',
    discount: '0.00',
    tax: '0.00',
    currency: 'USD',
    clickId: null,
    referralCode: null,
    visitorId: null,
    customerName: null,
    customerEmail: null,
    lineItems: null,
    ipAddress: null,
    metadata: null,
    convertedAt: new Date().toISOString(),
    ...o,
  };
}

/** The order detail of GET /v1/conversions/{order_id} once the worker has recorded it. */
export async function recorded(api: Client, orderId: string): Promise<any> {
  return waitFor(`conversion ${orderId} to be recorded`, async () => {
    const r = await api.get(`/v1/conversions/${encodeURIComponent(orderId)}`);
    return r.status === 200 ? r.body.data : null;
  });
}

/**
 * The business's rows in ClickHouse `events` once `n` have arrived; fails if more than `n`
 * are there (an event stored twice).
 */
export async function eventsOf(businessId: number, n: number, timeoutMs = 15_000): Promise<any[]> {
  const d = await sharedDeps();
  const read = async () => {
    const rs = await d.ch.client.query({
      query: `SELECT * EXCEPT (occurred_at), formatDateTime(occurred_at, '%Y-%m-%dT%H:%i:%S.%fZ', 'UTC') AS occurred_at
              FROM events WHERE business_id = {b:UInt64} ORDER BY events.occurred_at, id`,
      query_params: { b: businessId },
      format: 'JSONEachRow',
    });
    return rs.json<any>();
  };
  await waitFor(
    `${n} events of business ${businessId}`,
    async () => (await read()).length,
    (found) => found >= n,
    timeoutMs,
  );
  const rows = await read();
  if (rows.length !== n) throw new Error(`expected ${n} events, found ${rows.length}`);
  return rows;
}
