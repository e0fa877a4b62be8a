import { Dec } from '../../api/domain/money';
import type { SeedClick, SeedConversion, SeedEvent, SeedProgram } from '../helpers/analytics';

/**
 * Every analytics figure computed straight from the seeded rows, without ClickHouse or the
 * service: the definitions docs/clickhouse.md gives, written out a second time.
 */

export interface Range {
  from: string;
  to: string;
}

const DAY = 86_400_000;
const dayOf = (iso: string) => iso.slice(0, 10);
const within = (iso: string, r: Range) => dayOf(iso) >= r.from && dayOf(iso) <= r.to;
const feedTime = (iso: string) => `${iso.slice(0, 19)}Z`;
const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
const num = (d: InstanceType<typeof Dec>) => Number(d.toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2));
const money2 = (s: string) => new Dec(s).toFixed(2);

export function days(r: Range): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${r.from}T00:00:00Z`); t <= Date.parse(`${r.to}T00:00:00Z`); t += DAY)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

export function previous(r: Range): Range {
  const n = days(r).length;
  const start = Date.parse(`${r.from}T00:00:00Z`);
  return {
    from: new Date(start - n * DAY).toISOString().slice(0, 10),
    to: new Date(start - DAY).toISOString().slice(0, 10),
  };
}

function pct(n: number | InstanceType<typeof Dec>, d: number | InstanceType<typeof Dec>, places = 2): number {
  const den = new Dec(d);
  if (den.isZero()) return 0;
  return Number(new Dec(n).times(100).div(den).toDecimalPlaces(places, Dec.ROUND_HALF_UP).toFixed(places));
}

function change(cur: number | InstanceType<typeof Dec>, prev: number | InstanceType<typeof Dec>): number {
  const p = new Dec(prev);
  if (p.isZero()) return 0;
  return Number(new Dec(cur).minus(p).times(100).div(p).toDecimalPlaces(1, Dec.ROUND_HALF_UP).toFixed(1));
}

export class Oracle {
  constructor(readonly p: SeedProgram) {}

  clicks(r: Range): SeedClick[] {
    return this.p.clicks.filter((c) => c.is_bot === 0 && within(c.created_at, r));
  }

  events(r: Range, type?: SeedEvent['type']): SeedEvent[] {
    return this.p.events.filter((e) => within(e.occurred_at, r) && (!type || e.type === type));
  }

  /** Latest status neither rejected nor cancelled, converted in the range. */
  conversions(r: Range): SeedConversion[] {
    return this.p.conversions.filter(
      (c) => within(c.converted_at, r) && c.status !== 'rejected' && c.status !== 'cancelled',
    );
  }

  private totals(r: Range) {
    const clicks = this.clicks(r);
    const pageviews = this.events(r, 'pageview');
    const visitors = new Set(
      [...clicks.map((c) => c.visitor_id), ...pageviews.map((e) => e.visitor_id)].filter(Boolean),
    );
    const visits = new Set(
      pageviews.map((e) =>
        e.session_id ? `s:${e.session_id}` : e.visitor_id ? `v:${e.visitor_id}` : `e:${e.id}`,
      ),
    );
    const conv = this.conversions(r);
    return {
      clicks: clicks.length,
      pageviews: pageviews.length,
      visitors: visitors.size,
      visits: visits.size,
      product_views: this.events(r, 'product_view').length,
      add_to_carts: this.events(r, 'add_to_cart').length,
      remove_from_carts: this.events(r, 'remove_from_cart').length,
      thank_you_views: this.events(r, 'thank_you_view').length,
      conversions: conv.length,
      revenue: conv.reduce((s, c) => s.plus(c.order_total), new Dec(0)),
      commission: conv.reduce((s, c) => s.plus(c.commission_amount), new Dec(0)),
    };
  }

  stats(r: Range) {
    const t = this.totals(r);
    return {
      total_clicks: t.clicks,
      total_pageviews: t.pageviews,
      unique_visitors: t.visitors,
      pages_per_visit: t.visits
        ? Number(new Dec(t.pageviews).div(t.visits).toDecimalPlaces(2).toFixed(2))
        : 0,
      total_conversions: t.conversions,
      total_revenue: num(t.revenue),
      total_commission: num(t.commission),
      conversion_rate: pct(t.conversions, t.clicks),
      total_product_views: t.product_views,
      total_add_to_carts: t.add_to_carts,
      total_remove_from_carts: t.remove_from_carts,
      total_thank_you_views: t.thank_you_views,
      cart_to_conversion_rate: pct(t.conversions, t.add_to_carts),
    };
  }

  trends(r: Range) {
    const c = this.totals(r);
    const p = this.totals(previous(r));
    return {
      clicks: change(c.clicks, p.clicks),
      pageviews: change(c.pageviews, p.pageviews),
      visitors: change(c.visitors, p.visitors),
      conversions: change(c.conversions, p.conversions),
      revenue: change(c.revenue, p.revenue),
      commission: change(c.commission, p.commission),
      product_views: change(c.product_views, p.product_views),
      add_to_carts: change(c.add_to_carts, p.add_to_carts),
    };
  }

  charts(r: Range) {
    const labels = days(r);
    const daily = (rows: { at: string }[]) => labels.map((d) => rows.filter((x) => dayOf(x.at) === d).length);
    const evAt = (type: SeedEvent['type']) => this.events(r, type).map((e) => ({ at: e.occurred_at }));
    const conv = this.conversions(r);
    // Traffic hits: non-bot clicks (traffic source 'affiliate') and pageviews.
    const hits = [
      ...this.clicks(r).map((c) => ({ ...c, traffic_source: 'affiliate' })),
      ...this.events(r, 'pageview'),
    ];
    const breakdown = (field: 'country' | 'browser' | 'os' | 'traffic_source') => {
      const counts = new Map<string, number>();
      for (const h of hits) {
        const label = h[field] || 'unknown';
        counts.set(label, (counts.get(label) ?? 0) + 1);
      }
      const sorted = [...counts].sort((a, b) => b[1] - a[1] || cmp(a[0], b[0]));
      return { labels: sorted.map((x) => x[0]), data: sorted.map((x) => x[1]) };
    };
    const devices = ['desktop', 'mobile', 'tablet'];
    return {
      clicks_over_time: { labels, data: daily(this.clicks(r).map((c) => ({ at: c.created_at }))) },
      pageviews_over_time: { labels, data: daily(evAt('pageview')) },
      device_breakdown: {
        labels: devices,
        data: devices.map((d) => hits.filter((h) => h.device === d).length),
      },
      conversions_over_time: { labels, data: daily(conv.map((c) => ({ at: c.converted_at }))) },
      revenue_over_time: {
        labels,
        data: labels.map((d) =>
          num(
            conv
              .filter((c) => dayOf(c.converted_at) === d)
              .reduce((s, c) => s.plus(c.order_total), new Dec(0)),
          ),
        ),
      },
      product_views_over_time: { labels, data: daily(evAt('product_view')) },
      add_to_carts_over_time: { labels, data: daily(evAt('add_to_cart')) },
      country_breakdown: breakdown('country'),
      browser_breakdown: breakdown('browser'),
      os_breakdown: breakdown('os'),
      traffic_source_breakdown: breakdown('traffic_source'),
    };
  }

  private slug(linkId: number) {
    return this.p.links.find((l) => l.id === linkId)?.slug ?? null;
  }

  private code(affiliateId: number) {
    return this.p.affiliates.find((a) => a.id === affiliateId)?.referral_code ?? null;
  }

  trackingCode(linkId: number | null, affiliateId: number | null, carried = ''): string | null {
    return (
      (linkId ? this.slug(linkId) : null) ??
      (affiliateId ? this.code(affiliateId) : null) ??
      (carried || null)
    );
  }

  tables(r: Range, limit: number) {
    const clicks = this.clicks(r);
    const conv = this.conversions(r);
    const pageviews = this.events(r, 'pageview').filter((e) => e.path !== '');

    const pages = new Map<string, { views: number; visitors: Set<string> }>();
    for (const e of pageviews) {
      const p = pages.get(e.path) ?? { views: 0, visitors: new Set<string>() };
      p.views += 1;
      if (e.visitor_id) p.visitors.add(e.visitor_id);
      pages.set(e.path, p);
    }
    const top_pages = [...pages]
      .map(([path, p]) => ({ path, views: p.views, unique_visitors: p.visitors.size }))
      .sort((a, b) => b.views - a.views || cmp(a.path, b.path))
      .slice(0, limit);

    type Acc = {
      link: number;
      aff: number;
      clicks: number;
      conversions: number;
      revenue: InstanceType<typeof Dec>;
    };
    const rank = (a: Acc, b: Acc) =>
      b.revenue.comparedTo(a.revenue) ||
      b.conversions - a.conversions ||
      b.clicks - a.clicks ||
      a.link - b.link ||
      a.aff - b.aff;
    const bump = (m: Map<string, Acc>, link: number, aff: number, f: (x: Acc) => void) => {
      const k = `${link}|${aff}`;
      const x = m.get(k) ?? { link, aff, clicks: 0, conversions: 0, revenue: new Dec(0) };
      f(x);
      m.set(k, x);
    };

    const codes = new Map<string, Acc>();
    for (const c of clicks)
      if (c.referral_link_id || c.affiliate_id)
        bump(codes, c.referral_link_id, c.referral_link_id ? 0 : c.affiliate_id, (x) => (x.clicks += 1));
    for (const c of conv)
      if (c.referral_link_id || c.affiliate_id)
        bump(codes, c.referral_link_id ?? 0, c.referral_link_id ? 0 : (c.affiliate_id ?? 0), (x) => {
          x.conversions += 1;
          x.revenue = x.revenue.plus(c.order_total);
        });
    const top_tracking_codes = [...codes.values()]
      .sort(rank)
      .slice(0, limit)
      .map((x) => ({
        tracking_code: this.trackingCode(x.link, x.aff),
        clicks: x.clicks,
        conversions: x.conversions,
        revenue: num(x.revenue),
      }));

    const deleted = new Set(this.p.affiliates.filter((a) => a.deleted).map((a) => a.id));
    const affs = new Map<string, Acc>();
    for (const c of clicks) if (c.affiliate_id) bump(affs, 0, c.affiliate_id, (x) => (x.clicks += 1));
    for (const c of conv)
      if (c.affiliate_id)
        bump(affs, 0, c.affiliate_id, (x) => {
          x.conversions += 1;
          x.revenue = x.revenue.plus(c.order_total);
        });
    const top_affiliates = [...affs.values()]
      .filter((x) => !deleted.has(x.aff))
      .sort(rank)
      .slice(0, limit)
      .map((x) => ({
        affiliate_id: x.aff,
        name: this.p.affiliates.find((a) => a.id === x.aff)!.name,
        clicks: x.clicks,
        conversions: x.conversions,
        revenue: num(x.revenue),
      }));

    const products = new Map<string, { views: number; sales: Set<number>; name: string; nameAt: string }>();
    const product = (id: string) =>
      products.get(id) ?? products.set(id, { views: 0, sales: new Set(), name: '', nameAt: '' }).get(id)!;
    for (const e of this.events(r, 'product_view')) {
      if (!e.product_id) continue;
      const p = product(e.product_id);
      p.views += 1;
      if (e.product_name && e.occurred_at > p.nameAt)
        Object.assign(p, { name: e.product_name, nameAt: e.occurred_at });
    }
    const saleNames = new Map<string, string>();
    for (const c of conv)
      for (const li of c.line_items) {
        if (!li.product_id) continue;
        product(li.product_id).sales.add(c.id);
        saleNames.set(li.product_id, li.name);
      }
    const top_products = [...products]
      .map(([id, p]) => ({
        product_id: id,
        name: p.name || saleNames.get(id) || null,
        views: p.views,
        conversions: p.sales.size,
      }))
      .sort((a, b) => b.conversions - a.conversions || b.views - a.views || cmp(a.product_id, b.product_id))
      .slice(0, limit);

    return { top_pages, top_tracking_codes, top_affiliates, top_products };
  }

  recentClicks(r: Range) {
    return this.clicks(r)
      .sort((a, b) => cmp(b.created_at, a.created_at) || b.id - a.id)
      .map((c) => ({
        id: c.id,
        tracking_code: this.trackingCode(c.referral_link_id, c.affiliate_id),
        referrer_url: c.referrer || null,
        page_url: c.landing_page || null,
        device: c.device || null,
        country: c.country || null,
        created_at: feedTime(c.created_at),
      }));
  }

  recentConversions(r: Range) {
    return this.conversions(r)
      .sort((a, b) => cmp(b.converted_at, a.converted_at) || b.id - a.id)
      .map((c) => ({
        id: c.id,
        order_id: c.order_id,
        order_total: money2(c.order_total),
        commission: money2(c.commission_amount),
        tracking_code: this.trackingCode(c.referral_link_id, c.affiliate_id),
        currency: c.currency,
        status: c.status,
        converted_at: feedTime(c.converted_at),
        created_at: feedTime(c.created_at),
      }));
  }

  recentEvents(r: Range) {
    const none = {
      product_id: null,
      product_name: null,
      order_id: null,
      order_total: null,
      commission: null,
      currency: null,
    };
    const rows = [
      ...this.clicks(r).map((c) => ({
        at: c.created_at,
        row: {
          id: String(c.id),
          type: 'click',
          tracking_code: this.trackingCode(c.referral_link_id, c.affiliate_id),
          page_url: c.landing_page || null,
          referrer_url: c.referrer || null,
          device: c.device || null,
          country: c.country || null,
          ...none,
          created_at: feedTime(c.created_at),
        },
      })),
      ...this.events(r).map((e) => ({
        at: e.occurred_at,
        row: {
          id: e.id,
          type: e.type,
          tracking_code: this.trackingCode(e.referral_link_id, e.affiliate_id, e.referral_code),
          page_url: e.url || null,
          referrer_url: e.referrer || null,
          device: e.device || null,
          country: e.country || null,
          ...none,
          product_id: e.product_id || null,
          product_name: e.product_name || null,
          created_at: feedTime(e.occurred_at),
        },
      })),
      ...this.conversions(r).map((c) => ({
        at: c.converted_at,
        row: {
          id: String(c.id),
          type: 'conversion',
          tracking_code: this.trackingCode(c.referral_link_id, c.affiliate_id),
          page_url: null,
          referrer_url: null,
          device: null,
          country: null,
          ...none,
          order_id: c.order_id,
          order_total: money2(c.order_total),
          commission: money2(c.commission_amount),
          currency: c.currency,
          created_at: feedTime(c.converted_at),
        },
      })),
    ];
    return rows
      .sort((a, b) => cmp(b.at, a.at) || cmp(a.row.type, b.row.type) || cmp(b.row.id, a.row.id))
      .map((x) => x.row);
  }
}
