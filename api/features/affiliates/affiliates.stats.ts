import { CH_FIRST_DAY, CH_LAST_DAY, chQuery, chRead } from '../../../clickhouse/query-file';
import type { Deps } from '../../deps';
import { moneyNumber } from '../../domain/money';
import { dateToIso } from '../../../sql/timestamps';
import { rateNumber } from './affiliate.view';
import { notFound } from './affiliates.service';

/** GET /v1/affiliates/stats: live affiliates only; total is the sum of the four. */
export async function businessStats(deps: Pick<Deps, 'db'>, businessId: number) {
  const c = await deps.db.affiliates.statusCounts(businessId);
  return {
    total: c.active + c.pending + c.suspended + c.terminated,
    active: c.active,
    pending: c.pending,
    suspended: c.suspended,
    terminated: c.terminated,
  };
}

const CLICKS_IN_RANGE = chQuery<
  { b: number; a: number; from: string; to: string },
  { clicks: number | string }
>('affiliates/clicks-in-range');

/** Human clicks of the affiliate on the UTC days [from, to] (the ClickHouse clicks table, bots left out: docs/clickhouse.md). */
async function clicksInRange(
  deps: Pick<Deps, 'ch'>,
  businessId: number,
  affiliateId: number,
  from: string | null,
  to: string | null,
): Promise<number> {
  const lo = from && from > CH_FIRST_DAY ? from : CH_FIRST_DAY;
  const hi = to && to < CH_LAST_DAY ? to : CH_LAST_DAY;
  if (lo > hi) return 0;
  const [row] = await chRead(deps.ch, CLICKS_IN_RANGE, { b: businessId, a: affiliateId, from: lo, to: hi });
  return Number(row?.clicks ?? 0);
}

/**
 * GET /v1/affiliates/{id}/stats. Sums are exact in PostgreSQL and rounded once into JSON
 * numbers. All-time clicks are the links' live counters; a dated range needs the click rows.
 */
export async function affiliateStats(
  deps: Pick<Deps, 'db' | 'ch'>,
  businessId: number,
  id: number,
  range: { date_from?: string; date_to?: string },
) {
  const affiliate = await deps.db.affiliates.find(businessId, id);
  if (!affiliate) throw notFound();
  const dateFrom = range.date_from ?? null;
  const dateTo = range.date_to ?? null;
  const [totals, clicks] = await Promise.all([
    deps.db.affiliates.conversionTotals(businessId, id, { dateFrom, dateTo }),
    dateFrom || dateTo
      ? clicksInRange(deps, businessId, id, dateFrom, dateTo)
      : deps.db.affiliates.linkClicks(businessId, id),
  ]);
  return {
    total_earned: moneyNumber(totals.total_earned),
    pending_payout: moneyNumber(totals.pending_payout),
    total_orders: totals.total_orders,
    referral_clicks: clicks,
  };
}

async function commissionView(deps: Pick<Deps, 'db'>, businessId: number, id: number) {
  const row = await deps.db.affiliates.commission(businessId, id);
  if (!row) throw notFound();
  const affiliateRate = rateNumber(row.affiliate_rate);
  const businessRate = rateNumber(row.business_rate);
  return {
    affiliate_rate: affiliateRate,
    business_default_rate: businessRate,
    effective_rate: affiliateRate ?? businessRate,
  };
}

export const getCommission = commissionView;

/** PUT /v1/affiliates/{id}/commission: null removes the individual override. */
export async function setCommission(
  deps: Pick<Deps, 'db' | 'clock'>,
  businessId: number,
  id: number,
  rate: number | null,
) {
  const value = rate === null ? null : String(rate);
  if (!(await deps.db.affiliates.setCommission(businessId, id, value, dateToIso(deps.clock.now()))))
    throw notFound();
  return commissionView(deps, businessId, id);
}
