-- Rollups that keep the reports fast as a tenant's history grows, and the analysts' views.
-- Every key leads with business_id, then the day. See docs/clickhouse.md (Rollups).

-- Non-bot clicks per day, affiliate, link and campaign: the click count, and the set of click
-- sessions (distinct visitor, link and UTC hour; docs/reports.md) as an exact uniqExact state.
-- Sessions of different links or days never overlap, so per (day, link) counts add up.
CREATE TABLE IF NOT EXISTS click_daily (
  business_id       UInt64,
  day               Date,
  affiliate_id      UInt64,
  referral_link_id  UInt64,
  campaign          LowCardinality(String),
  clicks            SimpleAggregateFunction(sum, UInt64),
  sessions          AggregateFunction(uniqExact, String, UInt8)
)
ENGINE = AggregatingMergeTree
PARTITION BY toYYYYMM(day)
ORDER BY (business_id, day, affiliate_id, referral_link_id, campaign)
SETTINGS non_replicated_deduplication_window = 10000;

-- Clicks stored before this rollup existed (guarded, so a repeated run adds nothing). Run
-- migrations before the workers start: the view below only sees inserts made after it.
INSERT INTO click_daily
SELECT business_id, toDate(created_at) AS day, affiliate_id, referral_link_id, campaign,
       count() AS clicks, uniqExactState(visitor_id, toUInt8(toHour(created_at))) AS sessions
FROM clicks
WHERE is_bot = 0 AND (SELECT count() FROM click_daily) = 0
GROUP BY business_id, day, affiliate_id, referral_link_id, campaign;

-- Fed by every insert into clicks. A retried insert (same insert_deduplication_token) is
-- dropped here too: the view's block carries a token derived from the insert's, and the
-- table above keeps a deduplication window like clicks does.
CREATE MATERIALIZED VIEW IF NOT EXISTS click_daily_mv TO click_daily AS
SELECT business_id, toDate(created_at) AS day, affiliate_id, referral_link_id, campaign,
       count() AS clicks, uniqExactState(visitor_id, toUInt8(toHour(created_at))) AS sessions
FROM clicks
WHERE is_bot = 0
GROUP BY business_id, day, affiliate_id, referral_link_id, campaign;

-- Click sessions per business and day as plain counts, compacted from click_daily by the
-- report-rollups job for days up to the watermark below; a recomputed day replaces its row
-- (highest computed_at wins). Reading a year is then 365 rows instead of a year of states.
CREATE TABLE IF NOT EXISTS click_sessions_daily (
  business_id  UInt64,
  day          Date,
  sessions     UInt64,
  clicks       UInt64,
  computed_at  DateTime64(6, 'UTC')
)
ENGINE = ReplacingMergeTree(computed_at)
PARTITION BY toYear(day)
ORDER BY (business_id, day);

-- How far each compacted rollup is complete (one row per rollup name; latest wins).
CREATE TABLE IF NOT EXISTS rollup_watermarks (
  name        LowCardinality(String),
  through     Date,
  updated_at  DateTime64(6, 'UTC')
)
ENGINE = ReplacingMergeTree(updated_at)
ORDER BY name;

-- Analysts' read-only views: one row per conversion or payout, its latest version.
-- Filter by business_id; the filter is pushed below FINAL.
CREATE VIEW IF NOT EXISTS conversions_latest AS
SELECT business_id, id, order_id, affiliate_id, referral_link_id, click_id, visitor_id, campaign, status,
       subtotal, discount_applied, tax, order_total, commission_rate, commission_amount, currency,
       product_ids, product_names, converted_at, created_at, updated_at, version
FROM conversions FINAL;

CREATE VIEW IF NOT EXISTS payouts_latest AS
SELECT business_id, id, affiliate_id, affiliate_name, amount, currency, method, status, reference,
       paid_at, created_at, updated_at, version
FROM payouts FINAL;
