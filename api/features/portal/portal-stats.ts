import { Dec, moneyNumber } from '../../domain/money';
import type { PortalContext } from '../../http/types';
import { chDay, chEnd, chStart, daysOf } from '../../reporting/day-range';
import {
  AFFILIATE_DAILY,
  conversionRate,
  reportRange,
  reportRows,
  type RangeQuery,
  type ReportDeps,
} from '../../reporting/report-reads';

export interface PortalStats {
  clicks: number;
  conversions: number;
  conversion_rate: number;
  earned: number;
  pending: number;
  daily: { date: string; clicks: number; conversions: number; commission: number }[];
  filters: { from: string; to: string };
}

/**
 * GET /v1/portal/stats: the reports' range rules and the merchant's top-affiliates figures for
 * this affiliate (non-bot clicks, counted conversions, approved commission as `earned`), plus
 * `pending` commission; each day's commission is approved plus pending. Sums are exact and
 * rounded once (docs/reports.md).
 */
export async function portalStats(deps: ReportDeps, p: PortalContext, q: RangeQuery): Promise<PortalStats> {
  const r = reportRange(deps, q);
  const rows = await reportRows(deps, AFFILIATE_DAILY, {
    b: p.businessId,
    a: p.affiliateId,
    start: chStart(r.from),
    end: chEnd(r.to),
    from: chDay(r.from),
    to: chDay(r.to),
  });
  const byDay = new Map(rows.map((x) => [x.day, x]));
  let clicks = 0;
  let conversions = 0;
  let earned = new Dec(0);
  let pending = new Dec(0);
  for (const x of rows) {
    clicks += Number(x.clicks);
    conversions += Number(x.conversions);
    earned = earned.plus(x.earned);
    pending = pending.plus(x.pending);
  }
  return {
    clicks,
    conversions,
    conversion_rate: conversionRate(conversions, clicks).toDecimalPlaces(2, Dec.ROUND_HALF_UP).toNumber(),
    earned: moneyNumber(earned),
    pending: moneyNumber(pending),
    daily: daysOf(r).map((date) => {
      const x = byDay.get(date);
      return {
        date,
        clicks: x ? Number(x.clicks) : 0,
        conversions: x ? Number(x.conversions) : 0,
        commission: x ? moneyNumber(new Dec(x.earned).plus(x.pending)) : 0,
      };
    }),
    filters: { from: r.from, to: r.to },
  };
}
