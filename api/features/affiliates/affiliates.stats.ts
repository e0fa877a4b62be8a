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

// The ClickHouse Date range; no click can lie outside it.
const CH_MIN_DATE = '1970-01-01';
const CH_MAX_DATE = '2149-06-06';

/** Human clicks of the affiliate on the UTC days [from, to] (the ClickHouse clicks table, bots left out: docs/clickhouse.md). */
async function clicksInRange(
  deps: Pick<Deps, 'ch'>,
  businessId: number,
  affiliateId: number,
  from: string | null,
  to: string | null,
): Promise<number> {
  const lo = from && from > CH_MIN_DATE ? from : CH_MIN_DATE;
  const hi = to && to < CH_MAX_DATE ? to : CH_MAX_DATE;
  if (lo > hi) return 0;
  const rs = await deps.ch.client.query({
    query: `SELECT count() AS clicks FROM clicks FINAL
            WHERE business_id = {b:UInt64} AND affiliate_id = {a:UInt64} AND is_bot = 0
              AND toDate(created_at) BETWEEN {from:Date} AND {to:Date}`,
    query_params: { b: businessId, a: affiliateId, from: lo, to: hi },
    format: 'JSONEachRow',
  });
  const [row] = await rs.json<{ clicks: number | string }>();
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
