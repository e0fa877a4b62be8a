-- Click sessions per business and day, maintained as clicks arrive: the exact set of
-- (link, visitor, UTC hour) of each day's non-bot clicks (docs/reports.md), one row per
-- business and day once merged. Reports read the days after the compaction watermark from
-- here, so a range the report-rollups job has not compacted yet (before its first run, after
-- a restore, the last days) costs one session set per day to merge, not one per day and link
-- as from click_daily. See docs/clickhouse.md (Rollups).
CREATE TABLE IF NOT EXISTS click_sessions_live (
  business_id  UInt64,
  day          Date,
  sessions     AggregateFunction(uniqExact, UInt64, String, UInt8)
)
ENGINE = AggregatingMergeTree
PARTITION BY toYear(day)
ORDER BY (business_id, day);

-- Clicks stored before this rollup existed (guarded, so a repeated run adds nothing). Run
-- migrations before the workers start: the view below only sees inserts made after it.
INSERT INTO click_sessions_live
SELECT business_id, toDate(created_at) AS day,
       uniqExactState(referral_link_id, visitor_id, toUInt8(toHour(created_at))) AS sessions
FROM clicks
WHERE is_bot = 0 AND (SELECT count() FROM click_sessions_live) = 0
GROUP BY business_id, day;

-- Fed by every insert into clicks. A set: a retried batch or a click stored twice adds nothing.
CREATE MATERIALIZED VIEW IF NOT EXISTS click_sessions_live_mv TO click_sessions_live AS
SELECT business_id, toDate(created_at) AS day,
       uniqExactState(referral_link_id, visitor_id, toUInt8(toHour(created_at))) AS sessions
FROM clicks
WHERE is_bot = 0
GROUP BY business_id, day;
