-- Rollups behind GET /v1/affiliate/analytics (docs/clickhouse.md, "Analytics rollups").
-- Each is a tenant-first aggregate fed by materialized views on clicks (non-bot only) and
-- events, at two grains: `grain = 'day'` rows (day = the UTC day) and `grain = 'month'`
-- rows (day = the month's first day). A range reads its whole months from month rows and its
-- other days from day rows, so a year is ~12 + ~60 rows per key however busy the tenant.
-- Conversions are versioned (ReplacingMergeTree) and are read from `conversions FINAL`
-- instead: a rollup cannot follow a status change.
--
-- Distinct counts are uniqCombined(16) states: exact up to 2048 distinct values in the asked
-- range, a 2^16-register HyperLogLog beyond (about 0.4% error). Merging a busy day's state
-- costs the same small fixed amount however many visitors it holds, where uniq's hash sets
-- cost per visitor (a quarter second a year for 10M clicks). A visitor is a non-empty
-- visitor_id; a visit is an event's session_id, else its visitor_id, else the event itself.
--
-- Each rollup is backfilled from rows stored before its views exist. The backfill is
-- guarded by "this source has no rows in the rollup yet", so a migration run that was
-- interrupted and repeated never counts a row twice. Run it before ingestion starts (the
-- release phase): rows stored between a backfill and its view are not in the rollup.

-- Hits per grain, day and kind: 'click' (non-bot clicks) or an event type (pageview,
-- product_view, add_to_cart, remove_from_cart, thank_you_view).
CREATE TABLE IF NOT EXISTS analytics_traffic (
  business_id  UInt64,
  grain        LowCardinality(String),
  day          Date,
  kind         LowCardinality(String),
  hits         UInt64
)
ENGINE = SummingMergeTree
PARTITION BY toYear(day)
ORDER BY (business_id, grain, day, kind);

INSERT INTO analytics_traffic
SELECT business_id, g.1 AS grain, g.2 AS day, 'click' AS kind, count() AS hits
FROM clicks
ARRAY JOIN [('day', toDate(created_at)), ('month', toStartOfMonth(created_at))] AS g
WHERE is_bot = 0 AND (SELECT count() FROM analytics_traffic WHERE kind = 'click') = 0
GROUP BY business_id, grain, day;

CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_traffic_clicks_mv TO analytics_traffic AS
SELECT business_id, g.1 AS grain, g.2 AS day, 'click' AS kind, count() AS hits
FROM clicks
ARRAY JOIN [('day', toDate(created_at)), ('month', toStartOfMonth(created_at))] AS g
WHERE is_bot = 0
GROUP BY business_id, grain, day;

INSERT INTO analytics_traffic
SELECT business_id, g.1 AS grain, g.2 AS day, type AS kind, count() AS hits
FROM events
ARRAY JOIN [('day', toDate(occurred_at)), ('month', toStartOfMonth(occurred_at))] AS g
WHERE is_bot = 0 AND (SELECT count() FROM analytics_traffic WHERE kind != 'click') = 0
GROUP BY business_id, grain, day, kind;

CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_traffic_events_mv TO analytics_traffic AS
SELECT business_id, g.1 AS grain, g.2 AS day, type AS kind, count() AS hits
FROM events
ARRAY JOIN [('day', toDate(occurred_at)), ('month', toStartOfMonth(occurred_at))] AS g
WHERE is_bot = 0
GROUP BY business_id, grain, day, kind;

-- Events flagged is_bot (crawlers running the SDK) are left out of every rollup.
-- Distinct visitors (non-empty visitor ids of non-bot clicks and pageviews) and distinct
-- visits (of pageviews) per grain and day. Both sources write into the same row key, so
-- after a merge a day is one pair of states. `source` records which view wrote a row until
-- then (the backfill guards use it); queries ignore it.
CREATE TABLE IF NOT EXISTS analytics_visitors (
  business_id  UInt64,
  grain        LowCardinality(String),
  day          Date,
  visitors     AggregateFunction(uniqCombined(16), String),
  visits       AggregateFunction(uniqCombined(16), String),
  source       SimpleAggregateFunction(max, String)
)
ENGINE = AggregatingMergeTree
PARTITION BY toYear(day)
ORDER BY (business_id, grain, day);

INSERT INTO analytics_visitors
SELECT business_id, g.1 AS grain, g.2 AS day,
       uniqCombinedStateIf(16)(visitor_id, visitor_id != '') AS visitors,
       uniqCombinedStateIf(16)(visitor_id, 0) AS visits,
       'click' AS source
FROM clicks
ARRAY JOIN [('day', toDate(created_at)), ('month', toStartOfMonth(created_at))] AS g
WHERE is_bot = 0 AND (SELECT count() FROM analytics_visitors) = 0
GROUP BY business_id, grain, day;

CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_visitors_clicks_mv TO analytics_visitors AS
SELECT business_id, g.1 AS grain, g.2 AS day,
       uniqCombinedStateIf(16)(visitor_id, visitor_id != '') AS visitors,
       uniqCombinedStateIf(16)(visitor_id, 0) AS visits,
       'click' AS source
FROM clicks
ARRAY JOIN [('day', toDate(created_at)), ('month', toStartOfMonth(created_at))] AS g
WHERE is_bot = 0
GROUP BY business_id, grain, day;

INSERT INTO analytics_visitors
SELECT business_id, g.1 AS grain, g.2 AS day,
       uniqCombinedStateIf(16)(visitor_id, visitor_id != '') AS visitors,
       uniqCombinedState(16)(multiIf(session_id != '', concat('s:', session_id),
                                     visitor_id != '', concat('v:', visitor_id),
                                     concat('e:', toString(id)))) AS visits,
       'pageview' AS source
FROM events
ARRAY JOIN [('day', toDate(occurred_at)), ('month', toStartOfMonth(occurred_at))] AS g
WHERE is_bot = 0 AND type = 'pageview' AND (SELECT count() FROM analytics_visitors WHERE source = 'pageview') = 0
GROUP BY business_id, grain, day;

CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_visitors_events_mv TO analytics_visitors AS
SELECT business_id, g.1 AS grain, g.2 AS day,
       uniqCombinedStateIf(16)(visitor_id, visitor_id != '') AS visitors,
       uniqCombinedState(16)(multiIf(session_id != '', concat('s:', session_id),
                                     visitor_id != '', concat('v:', visitor_id),
                                     concat('e:', toString(id)))) AS visits,
       'pageview' AS source
FROM events
ARRAY JOIN [('day', toDate(occurred_at)), ('month', toStartOfMonth(occurred_at))] AS g
WHERE is_bot = 0 AND type = 'pageview'
GROUP BY business_id, grain, day;

-- Traffic hits (non-bot clicks and pageviews) by device, country, browser, os and traffic
-- source. `source` says which table a hit came from; a click's traffic source is always
-- 'affiliate'. An unknown value is stored as ''.
CREATE TABLE IF NOT EXISTS analytics_dimensions (
  business_id  UInt64,
  grain        LowCardinality(String),
  day          Date,
  dimension    LowCardinality(String),
  label        String,
  source       LowCardinality(String),
  hits         UInt64
)
ENGINE = SummingMergeTree
PARTITION BY toYear(day)
ORDER BY (business_id, grain, day, dimension, label, source);

INSERT INTO analytics_dimensions
SELECT business_id, g.1 AS grain, g.2 AS day, d.1 AS dimension, d.2 AS label, 'click' AS source, count() AS hits
FROM clicks
ARRAY JOIN [('day', toDate(created_at)), ('month', toStartOfMonth(created_at))] AS g
ARRAY JOIN [('device', toString(device)), ('country', toString(country)), ('browser', toString(browser)),
            ('os', toString(os)), ('traffic_source', 'affiliate')] AS d
WHERE is_bot = 0 AND (SELECT count() FROM analytics_dimensions WHERE source = 'click') = 0
GROUP BY business_id, grain, day, dimension, label;

CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_dimensions_clicks_mv TO analytics_dimensions AS
SELECT business_id, g.1 AS grain, g.2 AS day, d.1 AS dimension, d.2 AS label, 'click' AS source, count() AS hits
FROM clicks
ARRAY JOIN [('day', toDate(created_at)), ('month', toStartOfMonth(created_at))] AS g
ARRAY JOIN [('device', toString(device)), ('country', toString(country)), ('browser', toString(browser)),
            ('os', toString(os)), ('traffic_source', 'affiliate')] AS d
WHERE is_bot = 0
GROUP BY business_id, grain, day, dimension, label;

INSERT INTO analytics_dimensions
SELECT business_id, g.1 AS grain, g.2 AS day, d.1 AS dimension, d.2 AS label, 'pageview' AS source, count() AS hits
FROM events
ARRAY JOIN [('day', toDate(occurred_at)), ('month', toStartOfMonth(occurred_at))] AS g
ARRAY JOIN [('device', toString(device)), ('country', toString(country)), ('browser', toString(browser)),
            ('os', toString(os)), ('traffic_source', toString(traffic_source))] AS d
WHERE is_bot = 0 AND type = 'pageview' AND (SELECT count() FROM analytics_dimensions WHERE source = 'pageview') = 0
GROUP BY business_id, grain, day, dimension, label;

CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_dimensions_events_mv TO analytics_dimensions AS
SELECT business_id, g.1 AS grain, g.2 AS day, d.1 AS dimension, d.2 AS label, 'pageview' AS source, count() AS hits
FROM events
ARRAY JOIN [('day', toDate(occurred_at)), ('month', toStartOfMonth(occurred_at))] AS g
ARRAY JOIN [('device', toString(device)), ('country', toString(country)), ('browser', toString(browser)),
            ('os', toString(os)), ('traffic_source', toString(traffic_source))] AS d
WHERE is_bot = 0 AND type = 'pageview'
GROUP BY business_id, grain, day, dimension, label;

-- Pageviews and distinct visitors per path (pageviews that have a path).
CREATE TABLE IF NOT EXISTS analytics_pages (
  business_id  UInt64,
  grain        LowCardinality(String),
  day          Date,
  path         String,
  views        SimpleAggregateFunction(sum, UInt64),
  visitors     AggregateFunction(uniqCombined(16), String)
)
ENGINE = AggregatingMergeTree
PARTITION BY toYear(day)
ORDER BY (business_id, grain, day, path);

INSERT INTO analytics_pages
SELECT business_id, g.1 AS grain, g.2 AS day, path, count() AS views,
       uniqCombinedStateIf(16)(visitor_id, visitor_id != '') AS visitors
FROM events
ARRAY JOIN [('day', toDate(occurred_at)), ('month', toStartOfMonth(occurred_at))] AS g
WHERE is_bot = 0 AND type = 'pageview' AND path != '' AND (SELECT count() FROM analytics_pages) = 0
GROUP BY business_id, grain, day, path;

CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_pages_events_mv TO analytics_pages AS
SELECT business_id, g.1 AS grain, g.2 AS day, path, count() AS views,
       uniqCombinedStateIf(16)(visitor_id, visitor_id != '') AS visitors
FROM events
ARRAY JOIN [('day', toDate(occurred_at)), ('month', toStartOfMonth(occurred_at))] AS g
WHERE is_bot = 0 AND type = 'pageview' AND path != ''
GROUP BY business_id, grain, day, path;

-- Product views per product, with the latest non-empty product name seen.
CREATE TABLE IF NOT EXISTS analytics_products (
  business_id  UInt64,
  grain        LowCardinality(String),
  day          Date,
  product_id   String,
  views        SimpleAggregateFunction(sum, UInt64),
  name         AggregateFunction(argMax, String, DateTime64(6, 'UTC'))
)
ENGINE = AggregatingMergeTree
PARTITION BY toYear(day)
ORDER BY (business_id, grain, day, product_id);

INSERT INTO analytics_products
SELECT business_id, g.1 AS grain, g.2 AS day, product_id, count() AS views,
       argMaxState(product_name, if(product_name != '', occurred_at, toDateTime64(0, 6, 'UTC'))) AS name
FROM events
ARRAY JOIN [('day', toDate(occurred_at)), ('month', toStartOfMonth(occurred_at))] AS g
WHERE is_bot = 0 AND type = 'product_view' AND product_id != '' AND (SELECT count() FROM analytics_products) = 0
GROUP BY business_id, grain, day, product_id;

CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_products_events_mv TO analytics_products AS
SELECT business_id, g.1 AS grain, g.2 AS day, product_id, count() AS views,
       argMaxState(product_name, if(product_name != '', occurred_at, toDateTime64(0, 6, 'UTC'))) AS name
FROM events
ARRAY JOIN [('day', toDate(occurred_at)), ('month', toStartOfMonth(occurred_at))] AS g
WHERE is_bot = 0 AND type = 'product_view' AND product_id != ''
GROUP BY business_id, grain, day, product_id;

-- Non-bot clicks per link and affiliate (a click made by referral code has link 0).
CREATE TABLE IF NOT EXISTS analytics_links (
  business_id       UInt64,
  grain             LowCardinality(String),
  day               Date,
  referral_link_id  UInt64,
  affiliate_id      UInt64,
  clicks            UInt64
)
ENGINE = SummingMergeTree
PARTITION BY toYear(day)
ORDER BY (business_id, grain, day, referral_link_id, affiliate_id);

INSERT INTO analytics_links
SELECT business_id, g.1 AS grain, g.2 AS day, referral_link_id, affiliate_id, count() AS clicks
FROM clicks
ARRAY JOIN [('day', toDate(created_at)), ('month', toStartOfMonth(created_at))] AS g
WHERE is_bot = 0 AND (SELECT count() FROM analytics_links) = 0
GROUP BY business_id, grain, day, referral_link_id, affiliate_id;

CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_links_clicks_mv TO analytics_links AS
SELECT business_id, g.1 AS grain, g.2 AS day, referral_link_id, affiliate_id, count() AS clicks
FROM clicks
ARRAY JOIN [('day', toDate(created_at)), ('month', toStartOfMonth(created_at))] AS g
WHERE is_bot = 0
GROUP BY business_id, grain, day, referral_link_id, affiliate_id;
