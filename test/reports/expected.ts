import { Decimal } from 'decimal.js';
import type { SeedClick, SeedConversion } from '../helpers/reports';

/**
 * The reports' figures computed independently from the seeded rows (the same lists the test
 * wrote to PostgreSQL and ClickHouse), with decimal.js and plain JavaScript: no app code.
 */
export const D = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP });

export interface Conv extends SeedConversion {
  id: number;
}
export interface Click extends SeedClick {
  id: number;
}
export interface PayoutSeed {
  affiliateId: number;
  amount: string;
  status: 'pending' | 'completed' | 'failed';
  createdAt: string;
  paidAt: string | null;
}

const day = (iso: string) => iso.slice(0, 10);
const within = (iso: string, from: string, to: string) => day(iso) >= from && day(iso) <= to;
const DAY = 86_400_000;
export const shift = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** Pending or approved: a conversion that stands. */
const counted = (c: Conv) => c.affiliateId !== null && (c.status === 'pending' || c.status === 'approved');
/** Referral clicks that converted (the stats' rate): conversions through a link, which a click led to. */
const convertedClick = (c: Conv) => counted(c) && c.linkId !== null;

export function approvedSum(convs: Conv[], from: string, to: string): Decimal {
  return convs
    .filter((c) => c.status === 'approved' && within(c.convertedAt, from, to))
    .reduce((s, c) => s.plus(c.commission), new D(0));
}

export function conversionCount(convs: Conv[], from: string, to: string): number {
  return convs.filter((c) => convertedClick(c) && within(c.convertedAt, from, to)).length;
}

export function sessions(clicks: Click[], from: string, to: string): number {
  const set = new Set<string>();
  for (const c of clicks)
    if (!c.isBot && within(c.createdAt, from, to))
      set.add(`${c.visitorId}|${c.linkId}|${c.createdAt.slice(0, 13)}`);
  return set.size;
}

const pct = (cur: Decimal.Value, prev: Decimal.Value) =>
  new D(prev).isZero() ? 0 : new D(cur).minus(prev).div(prev).times(100).toDecimalPlaces(1).toNumber();
const rate = (conv: number, sess: number) => (sess === 0 ? new D(0) : new D(conv).div(sess).times(100));

export function expectedStats(
  convs: Conv[],
  clicks: Click[],
  payouts: PayoutSeed[],
  from: string,
  to: string,
) {
  const n = Math.round((Date.parse(to) - Date.parse(from)) / DAY) + 1;
  const pFrom = shift(from, -n);
  const pTo = shift(from, -1);
  const cur = approvedSum(convs, from, to);
  const prev = approvedSum(convs, pFrom, pTo);
  const s = sessions(clicks, from, to);
  const ps = sessions(clicks, pFrom, pTo);
  const r = rate(conversionCount(convs, from, to), s);
  const pr = rate(conversionCount(convs, pFrom, pTo), ps);
  const approvedThrough = convs
    .filter((c) => c.status === 'approved' && day(c.convertedAt) <= to)
    .reduce((a, c) => a.plus(c.commission), new D(0));
  const paid = payouts
    .filter((p) => p.status === 'completed' && p.paidAt && day(p.paidAt) <= to)
    .reduce((a, p) => a.plus(p.amount), new D(0));
  const owed = D.max(approvedThrough.minus(paid), 0);
  return {
    total_commission_paid: cur.toDecimalPlaces(2).toNumber(),
    pending_payouts: owed.toDecimalPlaces(2).toNumber(),
    conversion_rate: r.toDecimalPlaces(2).toNumber(),
    total_referral_clicks: s,
    trends: {
      commission_paid: pct(cur, prev),
      pending_payouts: 0,
      conversion_rate: r.minus(pr).toDecimalPlaces(1).toNumber(),
      referral_clicks: pct(s, ps),
    },
    filters: { from, to },
  };
}

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const md = (d: string) => `${MON[Number(d.slice(5, 7)) - 1]} ${d.slice(8)}`;

/** Buckets by grouping each day of the range under its key (day, ISO week's Monday, month). */
export function expectedChart(
  convs: Conv[],
  from: string,
  to: string,
  granularity: 'daily' | 'weekly' | 'monthly',
) {
  const groups: { key: string; days: string[] }[] = [];
  for (let d = from; d <= to; d = shift(d, 1)) {
    const wd = new Date(`${d}T00:00:00Z`).getUTCDay();
    const key =
      granularity === 'daily' ? d : granularity === 'weekly' ? shift(d, -((wd + 6) % 7)) : d.slice(0, 7);
    if (!groups.length || groups[groups.length - 1].key !== key) groups.push({ key, days: [] });
    groups[groups.length - 1].days.push(d);
  }
  return {
    granularity,
    labels: groups.map((g) => {
      const first = g.days[0];
      const last = g.days[g.days.length - 1];
      if (granularity === 'daily') return md(first);
      if (granularity === 'weekly') return `${md(first)} - ${md(last)}`;
      return `${MON[Number(first.slice(5, 7)) - 1]} ${first.slice(0, 4)}`;
    }),
    data: groups.map((g) =>
      approvedSum(convs, g.days[0], g.days[g.days.length - 1])
        .toDecimalPlaces(2)
        .toNumber(),
    ),
    filters: { from, to },
  };
}

export function expectedTop(
  convs: Conv[],
  clicks: Click[],
  affiliates: { id: number; name: string; referral_code: string; deleted?: boolean }[],
  from: string,
  to: string,
  limit: number,
) {
  const rows = affiliates
    .filter((a) => !a.deleted)
    .map((a) => {
      const mine = convs.filter((c) => c.affiliateId === a.id && within(c.convertedAt, from, to));
      return {
        affiliate_id: a.id,
        name: a.name,
        referral_code: a.referral_code,
        earnedDec: mine
          .filter((c) => c.status === 'approved')
          .reduce((s, c) => s.plus(c.commission), new D(0)),
        clicks: clicks.filter((c) => c.affiliateId === a.id && !c.isBot && within(c.createdAt, from, to))
          .length,
        conversions: mine.filter(counted).length,
      };
    })
    .filter((r) => r.conversions > 0 || r.clicks > 0)
    .sort(
      (x, y) =>
        y.earnedDec.comparedTo(x.earnedDec) ||
        y.conversions - x.conversions ||
        y.clicks - x.clicks ||
        x.affiliate_id - y.affiliate_id,
    )
    .slice(0, limit);
  return rows.map(({ earnedDec, ...r }) => ({ ...r, earned: earnedDec.toDecimalPlaces(2).toNumber() }));
}

export function expectedCampaigns(
  clicks: Click[],
  links: { campaign: string | null; active: boolean }[],
  from: string,
  to: string,
  limit: number,
) {
  const m = new Map<string | null, number>();
  for (const l of links) if (l.active) m.set(l.campaign, m.get(l.campaign) ?? 0);
  for (const c of clicks)
    if (!c.isBot && within(c.createdAt, from, to)) m.set(c.campaign, (m.get(c.campaign) ?? 0) + 1);
  const all = [...m.entries()].map(([campaign, n]) => ({ campaign, clicks: n }));
  all.sort((a, b) => b.clicks - a.clicks || ((a.campaign ?? '\uffff') < (b.campaign ?? '\uffff') ? -1 : 1));
  const top = all.slice(0, limit);
  return [...top.filter((x) => x.campaign !== null), ...top.filter((x) => x.campaign === null)];
}
