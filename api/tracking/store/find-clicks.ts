import { chQuery, chRead } from '../../../clickhouse/query-file';
import type { Deps } from '../../deps';
import { clickIdTime } from '../../domain/click-id';
import { CLICK_COLUMNS, type ClickQuality } from './click-row';
import { recentClickLines } from './recent-clicks';

/** A click as attribution and the order detail need it. */
export interface StoredClick {
  id: number;
  business_id: number;
  /** Null for a click recorded by referral code for an affiliate without an active link. */
  referral_link_id: number | null;
  affiliate_id: number;
  visitor_id: string;
  campaign: string | null;
  landing_page: string | null;
  referrer: string | null;
  is_bot: boolean;
  /** ISO 8601 with microseconds. */
  created_at: string;
  /** Why it counts or not (api/tracking/load/clicks/quality.ts). */
  quality: ClickQuality;
}

type StoreDeps = Pick<Deps, 'redis' | 'ch' | 'config'>;

const at = Object.fromEntries(CLICK_COLUMNS.map((c, i) => [c, i])) as Record<
  (typeof CLICK_COLUMNS)[number],
  number
>;

/** The business of a remembered click's staged line. */
export const storedClickBusiness = (text: string): number =>
  (JSON.parse(text) as (string | number)[])[at.business_id] as number;

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
    quality: v[at.quality] as ClickQuality | undefined,
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
  /** Absent from a line staged before quality existed. */
  quality?: ClickQuality;
}

const fromRow = (r: ClickRow): StoredClick => ({
  id: r.id,
  business_id: r.business_id,
  // ClickHouse and the staged line hold 0 for "no link"; PostgreSQL's foreign key wants null.
  referral_link_id: r.referral_link_id || null,
  affiliate_id: r.affiliate_id,
  visitor_id: r.visitor_id,
  campaign: r.campaign || null,
  landing_page: r.landing_page || null,
  referrer: r.referrer || null,
  is_bot: r.is_bot === 1,
  created_at: `${r.created_at.replace(' ', 'T')}Z`,
  quality: r.quality ?? (r.is_bot === 1 ? 'bot' : 'ok'),
});

type Business = { b: number };
const FIND_CLICK = chQuery<Business & { d: string; id: number }, ClickRow>('tracking/find-click');
const LATEST_CLICK_FOR_VISITOR = chQuery<Business & { v: string; from: string; to: string }, ClickRow>(
  'tracking/latest-click-for-visitor',
);
const FIND_CLICKS = chQuery<Business & { days: string[]; ids: number[] }, ClickRow>('tracking/find-clicks');

/** The click with this id in this business: Redis first, then ClickHouse. */
export async function findClick(
  deps: StoreDeps,
  businessId: number,
  clickId: number,
): Promise<StoredClick | null> {
  const [cached] = await recentClickLines(deps, [clickId]);
  if (cached) {
    const c = fromLine(cached);
    return c.business_id === businessId ? c : null;
  }
  const day = clickIdTime(clickId).toISOString().slice(0, 10);
  const [row] = await chRead(deps.ch, FIND_CLICK, { b: businessId, d: day, id: clickId });
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
  const [row] = await chRead(deps.ch, LATEST_CLICK_FOR_VISITOR, {
    b: businessId,
    v: visitorId,
    from: fromIso,
    to: toIso,
  });
  return row ? fromRow(row) : null;
}

/**
 * Many clicks of one business at once (the events loader resolves a whole batch): one Redis
 * script over the recent clicks, then one ClickHouse query for the misses,
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
  const lines = await recentClickLines(deps, ids);
  const misses: number[] = [];
  ids.forEach((id, i) => {
    const text = lines[i];
    if (!text) return void misses.push(id);
    const c = fromLine(text);
    if (c.business_id === businessId) found.set(id, c);
  });
  if (!misses.length) return found;
  const days = [...new Set(misses.map((id) => clickIdTime(id).toISOString().slice(0, 10)))];
  for (const row of await chRead(deps.ch, FIND_CLICKS, { b: businessId, days, ids: misses }))
    found.set(row.id, fromRow(row));
  return found;
}
