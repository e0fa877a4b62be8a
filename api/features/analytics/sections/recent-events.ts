import { money } from '../../../domain/money';
import {
  sectionRows,
  clicksFrom,
  COUNTED_CONVERSIONS,
  eventsFrom,
  feedTime,
  type SectionContext,
} from '../clickhouse';
import { trackingCodes } from '../tracking-codes';
import { EVENT_KINDS, feedSpan, pageIsShort } from './feed-window';
import { feed, pageWindow, type Feed, type FeedPage } from './paging';

/**
 * One row of the combined activity feed: a non-bot click ('click'), a tracked event (its
 * type: pageview, product_view, add_to_cart, remove_from_cart, thank_you_view) or a counted
 * conversion ('conversion'). Fields that do not apply to the row's type are null.
 */
export interface RecentEvent {
  /** The click id or conversion id as a decimal string, or the event's UUID. */
  id: string;
  type: string;
  tracking_code: string | null;
  page_url: string | null;
  referrer_url: string | null;
  device: string | null;
  country: string | null;
  product_id: string | null;
  product_name: string | null;
  order_id: string | null;
  order_total: string | null;
  commission: string | null;
  currency: string | null;
  created_at: string;
}

interface Row {
  eid: string;
  kind: string;
  referral_link_id: number;
  affiliate_id: number;
  code: string;
  page_url: string;
  referrer_url: string;
  device: string;
  country: string;
  product_id: string;
  product_name: string;
  order_id: string;
  order_total: string;
  commission: string;
  currency: string;
  created: string;
}

// Each branch keeps only its newest offset+limit rows (in the feed's own order), so a page
// never sorts more than three short lists; clicks and events are read only over the days
// that hold those rows (feedSpan). Branch ranges are bound as {cf}/{ef} (from) and {to}.
const ORDER = 'ORDER BY at DESC, kind ASC, eid DESC';

const BRANCHES = [
  `SELECT toString(id) AS eid, 'click' AS kind, referral_link_id, affiliate_id, '' AS code,
          landing_page AS page_url, referrer AS referrer_url, toString(device) AS device, toString(country) AS country,
          '' AS product_id, '' AS product_name, '' AS order_id, '' AS order_total, '' AS commission, '' AS currency,
          created_at AS at
   FROM ${clicksFrom('cf')}`,
  `SELECT toString(id) AS eid, toString(type) AS kind, referral_link_id, affiliate_id, referral_code AS code,
          url AS page_url, referrer AS referrer_url, toString(device) AS device, toString(country) AS country,
          product_id, product_name, '' AS order_id, '' AS order_total, '' AS commission, '' AS currency,
          occurred_at AS at
   FROM ${eventsFrom('ef')}`,
  `SELECT toString(id) AS eid, 'conversion' AS kind, referral_link_id, affiliate_id, '' AS code,
          '' AS page_url, '' AS referrer_url, '' AS device, '' AS country, '' AS product_id, '' AS product_name,
          order_id, toString(order_total) AS order_total, toString(commission_amount) AS commission,
          toString(currency) AS currency, converted_at AS at
   FROM ${COUNTED_CONVERSIONS}`,
];

const QUERY = `SELECT eid, kind, referral_link_id, affiliate_id, code, page_url, referrer_url, device, country,
         product_id, product_name, order_id, order_total, commission, currency, ${feedTime('at')} AS created
  FROM (
    ${BRANCHES.map((b) => `SELECT * FROM (${b} ${ORDER} LIMIT {head:UInt64})`).join('\nUNION ALL\n')}
  )
  ${ORDER}
  LIMIT {limit:UInt32} OFFSET {offset:UInt64}`;

/** Clicks, events and conversions in the range, newest first, in one paged feed. */
export async function recentEvents(ctx: SectionContext, p: FeedPage): Promise<Feed<RecentEvent>> {
  const { limit, offset } = pageWindow(p);
  const [clicks, events, [conversions]] = await Promise.all([
    feedSpan(ctx, ['click'], p),
    feedSpan(ctx, EVENT_KINDS, p),
    sectionRows<{ total: number }>(ctx, ctx.range, `SELECT count() AS total FROM ${COUNTED_CONVERSIONS}`),
  ]);
  const total = clicks.total + events.total + (conversions?.total ?? 0);
  const read = (cf: string, ef: string) =>
    sectionRows<Row>(ctx, ctx.range, QUERY, { limit, offset, head: limit + offset, cf, ef });
  let rows = offset >= total ? [] : await read(clicks.range.from, events.range.from);
  if (pageIsShort(p, total, rows.length)) rows = await read(ctx.range.from, ctx.range.from);
  const codeOf = await trackingCodes(ctx, rows);
  const isOrder = (r: Row) => r.kind === 'conversion';
  return feed(
    rows.map((r) => ({
      id: r.eid,
      type: r.kind,
      tracking_code: codeOf(r),
      page_url: r.page_url || null,
      referrer_url: r.referrer_url || null,
      device: r.device || null,
      country: r.country || null,
      product_id: r.product_id || null,
      product_name: r.product_name || null,
      order_id: isOrder(r) ? r.order_id : null,
      order_total: isOrder(r) ? money(r.order_total) : null,
      commission: isOrder(r) ? money(r.commission) : null,
      currency: isOrder(r) ? r.currency : null,
      created_at: r.created,
    })),
    p,
    total,
  );
}
