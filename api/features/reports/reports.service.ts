import { Dec, moneyNumber } from '../../domain/money';
import { pageMeta, type PageMeta } from '../../http/envelope';
import { payoutFilters, type PayoutFilters, type PayoutQuery } from '../../payments/payout-filters';
import { chToPayout, type Payout } from '../../payments/payout.view';
import { chDay, chEnd, chStart, previousPeriod, type DayRange } from '../../reporting/day-range';
import { percentChange } from '../../reporting/numbers';
import { buckets, type Granularity } from './report-buckets';
import * as Q from './report-queries';
import {
  conversionRate,
  reportRange,
  reportRows,
  type RangeQuery,
  type ReportDeps,
} from '../../reporting/report-reads';

export {
  conversionRate,
  reportRange,
  reportRows,
  type RangeQuery,
  type ReportDeps,
} from '../../reporting/report-reads';

/** The range every report echoes as `filters`. */
export type Filters = DayRange;

const filtersOf = (r: DayRange): Filters => ({ from: r.from, to: r.to });

export interface Stats {
  total_commission_paid: number;
  pending_payouts: number;
  conversion_rate: number;
  total_referral_clicks: number;
  trends: {
    commission_paid: number;
    pending_payouts: number;
    conversion_rate: number;
    referral_clicks: number;
  };
  filters: Filters;
}

/**
 * GET /v1/reports/stats. total_commission_paid: approved commission of conversions converted
 * in the range. pending_payouts: the owed balance at the end of the range — approved commission
 * of everything converted up to `to`, minus payouts completed up to `to` (never below 0).
 * conversion_rate: counted conversions (attributed, pending or approved) per 100 click sessions.
 */
export async function stats(deps: ReportDeps, businessId: number, q: RangeQuery): Promise<Stats> {
  const r = reportRange(deps, q);
  const prev = previousPeriod(r);
  const b = businessId;
  const [[conv], [approved], [paid], [sessions]] = await Promise.all([
    reportRows(deps, Q.CONVERSION_TOTALS, {
      b,
      start: chStart(r.from),
      prevStart: chStart(prev.from),
      end: chEnd(r.to),
    }),
    reportRows(deps, Q.APPROVED_THROUGH, { b, end: chEnd(r.to) }),
    reportRows(deps, Q.PAID_THROUGH, { b, end: chEnd(r.to) }),
    reportRows(deps, Q.SESSIONS, {
      b,
      from: chDay(r.from),
      prevFrom: chDay(prev.from),
      to: chDay(r.to),
    }),
  ]);
  const owed = Dec.max(new Dec(approved.approved).minus(paid.paid), 0);
  const rate = conversionRate(conv.cur_conversions, sessions.cur);
  const prevRate = conversionRate(conv.prev_conversions, sessions.prev);
  return {
    total_commission_paid: moneyNumber(conv.cur_commission),
    pending_payouts: moneyNumber(owed),
    conversion_rate: rate.toDecimalPlaces(2, Dec.ROUND_HALF_UP).toNumber(),
    total_referral_clicks: sessions.cur,
    trends: {
      commission_paid: percentChange(new Dec(conv.cur_commission), new Dec(conv.prev_commission)),
      pending_payouts: 0,
      conversion_rate: rate.minus(prevRate).toDecimalPlaces(1, Dec.ROUND_HALF_UP).toNumber(),
      referral_clicks: percentChange(sessions.cur, sessions.prev),
    },
    filters: filtersOf(r),
  };
}

export interface Chart {
  granularity: Granularity;
  labels: string[];
  data: number[];
  filters: Filters;
}

/** GET /v1/reports/commission-chart: approved commission per bucket, 0 for empty buckets. */
export async function commissionChart(
  deps: ReportDeps,
  businessId: number,
  q: RangeQuery & { granularity?: Granularity },
): Promise<Chart> {
  const r = reportRange(deps, q);
  const granularity = q.granularity ?? 'daily';
  const days = await reportRows(deps, Q.COMMISSION_BY_DAY, {
    b: businessId,
    start: chStart(r.from),
    end: chEnd(r.to),
  });
  const bs = buckets(r, granularity);
  const sums = bs.map(() => new Dec(0));
  // Buckets are consecutive and sorted; find each day's by binary search.
  for (const d of days) {
    let lo = 0;
    let hi = bs.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (bs[mid].first <= d.day) lo = mid;
      else hi = mid - 1;
    }
    sums[lo] = sums[lo].plus(d.commission);
  }
  return {
    granularity,
    labels: bs.map((x) => x.label),
    data: sums.map((s) => moneyNumber(s)),
    filters: filtersOf(r),
  };
}

export interface TopAffiliate {
  affiliate_id: number;
  name: string;
  referral_code: string;
  earned: number;
  clicks: number;
  conversions: number;
}

/**
 * GET /v1/reports/top-affiliates (report rule 3): ranked by approved commission earned in the
 * range (the same figure as total_commission_paid), then conversions, clicks and id; clicks
 * are non-bot clicks; deleted affiliates are left out.
 */
export async function topAffiliates(
  deps: ReportDeps,
  businessId: number,
  q: RangeQuery & { limit?: number },
): Promise<{ items: TopAffiliate[]; filters: Filters }> {
  const r = reportRange(deps, q);
  const excluded = await deps.db.affiliates.deletedIds(businessId);
  const rows = await reportRows(deps, Q.TOP_AFFILIATES, {
    b: businessId,
    start: chStart(r.from),
    end: chEnd(r.to),
    from: chDay(r.from),
    to: chDay(r.to),
    excluded,
    limit: q.limit ?? 10,
  });
  const names = new Map(
    (
      await deps.db.affiliates.names(
        businessId,
        rows.map((x) => x.affiliate_id),
      )
    ).map((a) => [a.id, a]),
  );
  return {
    items: rows.map((x) => ({
      affiliate_id: x.affiliate_id,
      name: names.get(x.affiliate_id)?.name ?? '',
      referral_code: names.get(x.affiliate_id)?.referral_code ?? '',
      earned: moneyNumber(x.earned),
      clicks: x.clicks,
      conversions: x.conversions,
    })),
    filters: filtersOf(r),
  };
}

export interface CampaignClicks {
  campaign: string | null;
  clicks: number;
}

/**
 * GET /v1/reports/clicks-by-campaign (report rule 4): every campaign of an active link, with
 * zero clicks too, plus any campaign that had clicks in the range. The `limit` entries with
 * the most clicks are kept (ties by name), ordered by clicks descending, and the no-campaign
 * entry, when it is among them, is moved last.
 */
export async function clicksByCampaign(
  deps: ReportDeps,
  businessId: number,
  q: RangeQuery & { limit?: number },
): Promise<{ items: CampaignClicks[]; filters: Filters }> {
  const r = reportRange(deps, q);
  const [rows, active] = await Promise.all([
    reportRows(deps, Q.CLICKS_BY_CAMPAIGN, {
      b: businessId,
      from: chDay(r.from),
      to: chDay(r.to),
    }),
    deps.db.reports.activeCampaigns(businessId),
  ]);
  const counts = new Map<string | null, number>();
  for (const c of active) counts.set(c, 0);
  for (const row of rows) {
    const key = row.campaign === '' ? null : row.campaign;
    counts.set(key, (counts.get(key) ?? 0) + row.clicks);
  }
  const ranked = [...counts.entries()]
    .map(([campaign, clicks]) => ({ campaign, clicks }))
    .sort(
      (a, b) =>
        b.clicks - a.clicks ||
        (a.campaign === null ? 1 : b.campaign === null ? -1 : a.campaign < b.campaign ? -1 : 1),
    )
    .slice(0, q.limit ?? 10);
  return {
    items: [...ranked.filter((x) => x.campaign !== null), ...ranked.filter((x) => x.campaign === null)],
    filters: filtersOf(r),
  };
}

export type { PayoutFilters, PayoutQuery };

export const payoutParams = (businessId: number, range: DayRange, f: PayoutFilters): Q.PayoutParams => ({
  b: businessId,
  status: f.status ?? '',
  affiliate: f.affiliate_id ?? 0,
  start: chStart(range.from),
  end: chEnd(range.to),
});

/** GET /v1/reports/payouts (report rule 5), newest first. */
export async function payoutsReport(
  deps: ReportDeps,
  businessId: number,
  q: PayoutQuery,
): Promise<{ items: Payout[]; meta: PageMeta; filters: PayoutFilters }> {
  const { range, filters, page } = await payoutFilters(deps, businessId, q);
  const params = payoutParams(businessId, range, filters);
  const [rows, [count]] = await Promise.all([
    reportRows(deps, Q.PAYOUTS_PAGE, { ...params, limit: page.perPage, offset: page.offset }),
    reportRows(deps, Q.PAYOUTS_COUNT, params),
  ]);
  return { items: rows.map(chToPayout), meta: pageMeta(page.page, page.perPage, count.total), filters };
}
