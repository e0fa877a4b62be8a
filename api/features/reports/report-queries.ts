/**
 * The reports' ClickHouse SQL. Every query filters by business_id first (the leading key of
 * every table) and takes its values only as query parameters. Money is summed exactly as
 * Decimal and returned as text; the service rounds once (docs/reports.md). Commission is
 * summed net of refunds (net_commission_amount).
 *
 * Conversions and payouts are versioned rows (ReplacingMergeTree(version)); they are read
 * with FINAL so that each counts once in its latest state, and every conversion query is
 * bounded by converted_at, which prunes to the range's monthly partitions and key range.
 * Clicks are read from the click_daily rollup; click sessions from click_sessions_daily for
 * compacted days and click_sessions_live for the rest.
 */

const TS = "DateTime64(6, 'UTC')";

/** Conversions in a "valid" state: counted as conversions in rates and rankings. */
export const COUNTED_STATUSES = `('pending', 'approved')`;

/** Approved commission and counted conversions of the range and of the preceding period. */
export const CONVERSION_TOTALS = `
SELECT toString(sumIf(net_commission_amount, status = 'approved' AND converted_at >= {start:${TS}})) AS cur_commission,
       toString(sumIf(net_commission_amount, status = 'approved' AND converted_at < {start:${TS}})) AS prev_commission,
       countIf(referral_link_id != 0 AND status IN ${COUNTED_STATUSES} AND converted_at >= {start:${TS}}) AS cur_conversions,
       countIf(referral_link_id != 0 AND status IN ${COUNTED_STATUSES} AND converted_at < {start:${TS}}) AS prev_conversions
FROM conversions FINAL
WHERE business_id = {b:UInt64} AND converted_at >= {prevStart:${TS}} AND converted_at < {end:${TS}}`;

/** Approved commission of every conversion up to the end of the range (the owed balance). */
export const APPROVED_THROUGH = `
SELECT toString(sum(net_commission_amount)) AS approved
FROM conversions FINAL
WHERE business_id = {b:UInt64} AND converted_at < {end:${TS}} AND status = 'approved'`;

export const PAID_THROUGH = `
SELECT toString(sum(amount)) AS paid
FROM payouts FINAL
WHERE business_id = {b:UInt64} AND status = 'completed' AND paid_at < {end:${TS}}`;

/**
 * Click sessions (distinct visitor, link and UTC hour of non-bot clicks) of the range and the
 * preceding period. Days up to the compaction watermark are plain counts; later days merge the
 * exact session set of each day, kept as clicks arrive (click_sessions_live; sessions of
 * different days never overlap, so the counts add up).
 */
export const SESSIONS = `
WITH (SELECT ifNull(maxOrNull(toDate32(through)), toDate32('1900-01-01')) FROM rollup_watermarks FINAL
      WHERE name = 'click_sessions') AS wm
SELECT sumIf(n, d < {from:Date32}) AS prev, sumIf(n, d >= {from:Date32}) AS cur
FROM (
  SELECT toDate32(day) AS d, sessions AS n FROM click_sessions_daily FINAL
  WHERE business_id = {b:UInt64} AND day >= {prevFrom:Date32} AND day <= {to:Date32} AND day <= wm
  UNION ALL
  SELECT toDate32(day) AS d, uniqExactMerge(sessions) AS n FROM click_sessions_live
  WHERE business_id = {b:UInt64} AND day >= {prevFrom:Date32} AND day <= {to:Date32} AND day > wm
  GROUP BY day
)`;

/** Approved commission per day of the range, for the chart's buckets. */
export const COMMISSION_BY_DAY = `
SELECT toString(toDate(converted_at)) AS day, toString(sum(net_commission_amount)) AS commission
FROM conversions FINAL
WHERE business_id = {b:UInt64} AND converted_at >= {start:${TS}} AND converted_at < {end:${TS}}
  AND status = 'approved'
GROUP BY day`;

/**
 * Affiliates ranked by approved commission earned in the range, with their counted
 * conversions and non-bot clicks; only those with a conversion or a click; deleted ones left out.
 */
export const TOP_AFFILIATES = `
SELECT affiliate_id, sum(e) AS total_earned, toString(total_earned) AS earned, sum(n) AS conversions, sum(k) AS clicks
FROM (
  SELECT affiliate_id, sumIf(net_commission_amount, status = 'approved') AS e,
         countIf(status IN ${COUNTED_STATUSES}) AS n, toUInt64(0) AS k
  FROM conversions FINAL
  WHERE business_id = {b:UInt64} AND converted_at >= {start:${TS}} AND converted_at < {end:${TS}}
    AND affiliate_id != 0
  GROUP BY affiliate_id
  UNION ALL
  SELECT affiliate_id, toDecimal128(0, 2) AS e, toUInt64(0) AS n, sum(clicks) AS k
  FROM click_daily
  WHERE business_id = {b:UInt64} AND day >= {from:Date32} AND day <= {to:Date32} AND affiliate_id != 0
  GROUP BY affiliate_id
)
WHERE NOT has({excluded:Array(UInt64)}, affiliate_id)
GROUP BY affiliate_id
HAVING conversions > 0 OR clicks > 0
ORDER BY total_earned DESC, conversions DESC, clicks DESC, affiliate_id ASC
LIMIT {limit:UInt32}`;

/** Non-bot clicks of the range per campaign ('' is no campaign). */
export const CLICKS_BY_CAMPAIGN = `
SELECT campaign, sum(clicks) AS clicks
FROM click_daily
WHERE business_id = {b:UInt64} AND day >= {from:Date32} AND day <= {to:Date32}
GROUP BY campaign`;

/** Report rule 5: completed payouts by paid_at, pending and failed ones by created_at. */
const PAYOUT_WHERE = `
WHERE business_id = {b:UInt64}
  AND ({status:String} = '' OR status = {status:String})
  AND ({affiliate:UInt64} = 0 OR affiliate_id = {affiliate:UInt64})
  AND if(status = 'completed', ifNull(paid_at, created_at), created_at) >= {start:${TS}}
  AND if(status = 'completed', ifNull(paid_at, created_at), created_at) < {end:${TS}}`;

// Aliases differ from column names: ClickHouse resolves aliases in WHERE and ORDER BY too.
const PAYOUT_COLUMNS = `id, affiliate_id, affiliate_name, toString(amount) AS amount_text, currency, method, status,
  reference, payout_run_id, formatDateTime(paid_at, '%Y-%m-%dT%H:%i:%S.%f', 'UTC') AS paid_at_text,
  formatDateTime(created_at, '%Y-%m-%dT%H:%i:%S.%f', 'UTC') AS created_at_text`;

export const PAYOUTS_PAGE = `
SELECT ${PAYOUT_COLUMNS} FROM payouts FINAL ${PAYOUT_WHERE}
ORDER BY created_at DESC, id DESC
LIMIT {limit:UInt32} OFFSET {offset:UInt64}`;

export const PAYOUTS_ALL = `
SELECT ${PAYOUT_COLUMNS} FROM payouts FINAL ${PAYOUT_WHERE}
ORDER BY created_at DESC, id DESC`;

export const PAYOUTS_COUNT = `SELECT count() AS total FROM payouts FINAL ${PAYOUT_WHERE}`;

/**
 * One affiliate's figures per day of the range, as top-affiliates counts them (its counted
 * conversions and non-bot clicks, its approved commission) plus its pending commission: the
 * affiliate portal's stats (README, "For affiliates").
 */
export const AFFILIATE_DAILY = `
SELECT toString(d) AS day, sum(k) AS clicks, sum(n) AS conversions,
       toString(sum(e)) AS earned, toString(sum(p)) AS pending
FROM (
  SELECT toDate(converted_at) AS d, toUInt64(0) AS k, countIf(status IN ${COUNTED_STATUSES}) AS n,
         sumIf(net_commission_amount, status = 'approved') AS e,
         sumIf(net_commission_amount, status = 'pending') AS p
  FROM conversions FINAL
  WHERE business_id = {b:UInt64} AND converted_at >= {start:${TS}} AND converted_at < {end:${TS}}
    AND affiliate_id = {a:UInt64}
  GROUP BY d
  UNION ALL
  SELECT day AS d, sum(clicks) AS k, toUInt64(0) AS n, toDecimal128(0, 2) AS e, toDecimal128(0, 2) AS p
  FROM click_daily
  WHERE business_id = {b:UInt64} AND day >= {from:Date32} AND day <= {to:Date32} AND affiliate_id = {a:UInt64}
  GROUP BY d
)
GROUP BY d
ORDER BY d`;
