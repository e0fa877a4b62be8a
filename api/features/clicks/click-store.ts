import type { Deps } from '../../deps';
import { clickIdTime } from '../../domain/click-id';
import { CLICK_COLUMNS } from './click-record';

/** A click as attribution and the order detail need it. */
export interface StoredClick {
  id: number;
  business_id: number;
  referral_link_id: number;
  affiliate_id: number;
  visitor_id: string;
  campaign: string | null;
  landing_page: string | null;
  referrer: string | null;
  is_bot: boolean;
  /** ISO 8601 with microseconds. */
  created_at: string;
}

type StoreDeps = Pick<Deps, 'redis' | 'ch' | 'config'>;

/** Recent clicks are kept in Redis for this long, so attribution rarely needs ClickHouse. */
export const RECENT_CLICK_TTL_SECONDS = 6 * 3600;
/** A minute's hash lives that long after its last write, plus the minute: every click in it stays findable the whole window. */
export const RECENT_CLICKS_HASH_TTL_SECONDS = RECENT_CLICK_TTL_SECONDS + 60;

/**
 * Recent clicks live in one hash per minute of their id's time (field: the id; value: the
 * click's staged line), written by the staging script with the batch (./click-staging.ts), so
 * a lookup knows its key from the id.
 */
export const recentClicksKey = (prefix: string, id: number): string =>
  `${prefix}:recent-clicks:${Math.floor(clickIdTime(id).getTime() / 60_000)}`;

const at = Object.fromEntries(CLICK_COLUMNS.map((c, i) => [c, i])) as Record<
  (typeof CLICK_COLUMNS)[number],
  number
>;

/** A remembered click: its staged line (values in CLICK_COLUMNS order). */
function fromLine(text: string): StoredClick {
  const v = JSON.parse(text) as (string | number)[];
  return fromRow({
    id: v[at.id] as number,
    business_id: v[at.business_id] as number,
    referral_link_id: v[at.referral_link_id] as number,
    affiliate_id: v[at.affiliate_id] as number,
    visitor_id: v[at.visitor_id] as string,
    campaign: v[at.campaign] as string,
    landing_page: v[at.landing_page] as string,
    referrer: v[at.referrer] as string,
    is_bot: v[at.is_bot] as number,
    created_at: v[at.created_at] as string,
  });
}

interface ClickRow {
  id: number;
  business_id: number;
  referral_link_id: number;
  affiliate_id: number;
  visitor_id: string;
  campaign: string;
  landing_page: string;
  referrer: string;
  is_bot: number;
  created_at: string;
}

const fromRow = (r: ClickRow): StoredClick => ({
  id: r.id,
  business_id: r.business_id,
  referral_link_id: r.referral_link_id,
  affiliate_id: r.affiliate_id,
  visitor_id: r.visitor_id,
  campaign: r.campaign || null,
  landing_page: r.landing_page || null,
  referrer: r.referrer || null,
  is_bot: r.is_bot === 1,
  created_at: `${r.created_at.replace(' ', 'T')}Z`,
});

// The formatted created_at alias would shadow the column in WHERE and ORDER BY, so those name
// the column as clicks.created_at.
const COLUMNS = `id, business_id, referral_link_id, affiliate_id, visitor_id, campaign, landing_page, referrer, is_bot,
  formatDateTime(created_at, '%Y-%m-%d %H:%i:%S.%f', 'UTC') AS created_at`;

/** The click with this id in this business: Redis first, then ClickHouse. */
export async function findClick(
  deps: StoreDeps,
  businessId: number,
  clickId: number,
): Promise<StoredClick | null> {
  const cached = await deps.redis
    .hget(recentClicksKey(deps.config.redisPrefix, clickId), String(clickId))
    .catch(() => null);
  if (cached) {
    const c = fromLine(cached);
    return c.business_id === businessId ? c : null;
  }
  const day = clickIdTime(clickId).toISOString().slice(0, 10);
  const rs = await deps.ch.client.query({
    query: `SELECT ${COLUMNS} FROM clicks
            WHERE business_id = {b:UInt64} AND toDate(clicks.created_at) = {d:Date} AND id = {id:UInt64}
            LIMIT 1`,
    query_params: { b: businessId, d: day, id: clickId },
    format: 'JSONEachRow',
  });
  const [row] = await rs.json<ClickRow>();
  return row ? fromRow(row) : null;
}

/** The visitor's latest human click in this business within [fromIso, toIso]. */
export async function latestClickForVisitor(
  deps: StoreDeps,
  businessId: number,
  visitorId: string,
  fromIso: string,
  toIso: string,
): Promise<StoredClick | null> {
  const rs = await deps.ch.client.query({
    query: `SELECT ${COLUMNS} FROM clicks
            WHERE business_id = {b:UInt64} AND visitor_id = {v:String} AND is_bot = 0
              AND clicks.created_at >= parseDateTime64BestEffort({from:String}, 6, 'UTC')
              AND clicks.created_at <= parseDateTime64BestEffort({to:String}, 6, 'UTC')
            ORDER BY clicks.created_at DESC, id DESC
            LIMIT 1`,
    query_params: { b: businessId, v: visitorId, from: fromIso, to: toIso },
    format: 'JSONEachRow',
  });
  const [row] = await rs.json<ClickRow>();
  return row ? fromRow(row) : null;
}

/**
 * Many clicks of one business at once (the events loader resolves a whole batch): one Redis
 * pipeline of HMGETs (one per minute's hash), then one ClickHouse query for the misses,
 * narrowed to the days their ids name.
 */
export async function findClicks(
  deps: StoreDeps,
  businessId: number,
  clickIds: number[],
): Promise<Map<number, StoredClick>> {
  const ids = [...new Set(clickIds)];
  const found = new Map<number, StoredClick>();
  if (!ids.length) return found;
  // One HMGET per minute's hash (a visitor's events name the same few clicks).
  const byKey = new Map<string, number[]>();
  for (const id of ids) {
    const key = recentClicksKey(deps.config.redisPrefix, id);
    const group = byKey.get(key);
    if (group) group.push(id);
    else byKey.set(key, [id]);
  }
  const lookups = deps.redis.pipeline();
  for (const [key, group] of byKey) lookups.hmget(key, ...group.map(String));
  const replies = await lookups.exec().catch(() => null);
  const misses: number[] = [];
  [...byKey.values()].forEach((group, g) => {
    const [err, texts] = replies?.[g] ?? [null, null];
    group.forEach((id, i) => {
      const text = err ? null : (texts as (string | null)[] | null)?.[i];
      if (!text) return void misses.push(id);
      const c = fromLine(text);
      if (c.business_id === businessId) found.set(id, c);
    });
  });
  if (!misses.length) return found;
  const days = [...new Set(misses.map((id) => clickIdTime(id).toISOString().slice(0, 10)))];
  const rs = await deps.ch.client.query({
    query: `SELECT ${COLUMNS} FROM clicks
            WHERE business_id = {b:UInt64} AND toDate(clicks.created_at) IN {days:Array(Date)} AND id IN {ids:Array(UInt64)}
            LIMIT 1 BY id`,
    query_params: { b: businessId, days, ids: misses },
    format: 'JSONEachRow',
  });
  for (const row of await rs.json<ClickRow>()) found.set(row.id, fromRow(row));
  return found;
}
