import { chQuery } from '../../../clickhouse/query-file';
import type { ChPayoutRow } from '../../payments/payout.view';

/**
 * The reports' ClickHouse statements (clickhouse/queries/reports/), with their parameters and
 * rows. Every statement filters by business_id first (the leading key of every table) and takes
 * its values only as parameters. Money is summed exactly as Decimal and returned as text; the
 * service rounds once (docs/reports.md). Commission is summed net of refunds.
 *
 * Conversions and payouts are versioned rows (ReplacingMergeTree(version)), read with FINAL so
 * that each counts once in its latest state, and every conversion statement is bounded by
 * converted_at, which prunes to the range's monthly partitions and key range. Clicks are read
 * from the click_daily rollup; click sessions from click_sessions_daily for compacted days and
 * click_sessions_live for the rest.
 *
 * Timestamps are 'YYYY-MM-DD HH:MM:SS.ffffff' UTC (kit/day-range chStart, chEnd), days
 * 'YYYY-MM-DD' (chDay).
 */

type Business = { b: number };
type Span = { start: string; end: string };
type Days = { from: string; to: string };

export const CONVERSION_TOTALS = chQuery<
  Business & Span & { prevStart: string },
  { cur_commission: string; prev_commission: string; cur_conversions: number; prev_conversions: number }
>('reports/conversion-totals');

export const APPROVED_THROUGH = chQuery<Business & { end: string }, { approved: string }>(
  'reports/approved-through',
);

export const PAID_THROUGH = chQuery<Business & { end: string }, { paid: string }>('reports/paid-through');

export const SESSIONS = chQuery<Business & Days & { prevFrom: string }, { cur: number; prev: number }>(
  'reports/sessions',
);

export const COMMISSION_BY_DAY = chQuery<Business & Span, { day: string; commission: string }>(
  'reports/commission-by-day',
);

export const TOP_AFFILIATES = chQuery<
  Business & Span & Days & { excluded: number[]; limit: number },
  { affiliate_id: number; earned: string; conversions: number; clicks: number }
>('reports/top-affiliates');

export const CLICKS_BY_CAMPAIGN = chQuery<Business & Days, { campaign: string; clicks: number }>(
  'reports/clicks-by-campaign',
);

/** The payouts report's filter: an empty status or a 0 affiliate is no filter. */
export type PayoutParams = Business & Span & { status: string; affiliate: number };
const filter = 'reports/payout-filter';

export const PAYOUTS_PAGE = chQuery<PayoutParams & { limit: number; offset: number }, ChPayoutRow>(
  'reports/payouts-page',
  { filter },
);

export const PAYOUTS_ALL = chQuery<PayoutParams, ChPayoutRow>('reports/payouts-all', { filter });

export const PAYOUTS_COUNT = chQuery<PayoutParams, { total: number }>('reports/payouts-count', { filter });

export { AFFILIATE_DAILY } from '../../reporting/report-reads';
