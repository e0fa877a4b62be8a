-- Rollups behind GET /v1/affiliate/analytics (docs/clickhouse.md, "Analytics rollups").
-- Each is a per-day, tenant-first aggregate fed by a materialized view on clicks or events,
-- so a 365-day question reads a few rows per day instead of every click and event.
-- Non-bot clicks only. Conversions are versioned (ReplacingMergeTree) and are read from
-- `conversions FINAL` instead: a rollup cannot follow a status change.
--
-- Each rollup is backfilled from the rows already stored before its view is created. The
-- backfill is guarded by "this source has no rows in the rollup yet", so a migration run
-- that was interrupted and repeated never counts a row twice.

-- Hits, distinct visitors and distinct visits per day and kind: 'click' (non-bot clicks) or
-- an event type (pageview, product_view, add_to_cart, remove_from_cart, thank_you_view).
CREATE TABLE IF NOT EXISTS analytics_daily (
  business_id  UInt64,
  day          Date,
  kind         LowCardinality(String),
  hits         SimpleAggregateFunction(sum, UInt64),
  visitors     AggregateFunction(uniq, String),
  visits       AggregateFunction(uniq, String)
)
ENGINE = AggregatingMergeTree
PARTITION BY toYYYYMM(day)
ORDER BY (business_id, day, kind);

INSERT INTO analytics_daily
SELECT business_id, toDate(created_at) AS day, 'click' AS kind, count() AS hits,
       uniqStateIf(visitor_id, visitor_id != '') AS visitors,
       uniqState(if(visitor_id != '', concat('v:', visitor_id), concat('c:', toString(id)))) AS visits
FROM clicks
WHERE is_bot = 0 AND (SELECT count() FROM analytics_daily WHERE kind = 'click') = 0
GROUP BY business_id, day;

CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_daily_clicks_mv TO analytics_daily AS
SELECT business_id, toDate(created_at) AS day, 'click' AS kind, count() AS hits,
       uniqStateIf(visitor_id, visitor_id != '') AS visitors,
       uniqState(if(visitor_id != '', concat('v:', visitor_id), concat('c:', toString(id)))) AS visits
FROM clicks
WHERE is_bot = 0
GROUP BY business_id, day;

-- A visit is the event's session; without one, its visitor; without either, the event itself.
INSERT INTO analytics_daily
SELECT business_id, toDate(occurred_at) AS day, type AS kind, count() AS hits,
       uniqStateIf(visitor_id, visitor_id != '') AS visitors,
       uniqState(multiIf(session_id != '', concat('s:', session_id),
                         visitor_id != '', concat('v:', visitor_id),
                         concat('e:', toString(id)))) AS visits
FROM events
WHERE (SELECT count() FROM analytics_daily WHERE kind != 'click') = 0
GROUP BY business_id, day, kind;

CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_daily_events_mv TO analytics_daily AS
SELECT business_id, toDate(occurred_at) AS day, type AS kind, count() AS hits,
       uniqStateIf(visitor_id, visitor_id != '') AS visitors,
       uniqState(multiIf(session_id != '', concat('s:', session_id),
                         visitor_id != '', concat('v:', visitor_id),
                         concat('e:', toString(id)))) AS visits
FROM events
GROUP BY business_id, day, kind;

-- Traffic hits (non-bot clicks and pageviews) per day by device, country, browser, os and
-- traffic source. `source` says which table a hit came from; a click's traffic source is
-- always 'affiliate'. An unknown value is stored as ''.
CREATE TABLE IF NOT EXISTS analytics_dimensions_daily (
  business_id  UInt64,
  day          Date,
  dimension    LowCardinality(String),
  label        String,
  source       LowCardinality(String),
  hits         UInt64
)
ENGINE = SummingMergeTree
PARTITION BY toYYYYMM(day)
ORDER BY (business_id, day, dimension, label, source);

INSERT INTO analytics_dimensions_daily
SELECT business_id, toDate(created_at) AS day, d.1 AS dimension, d.2 AS label, 'click' AS source, count() AS hits
FROM clicks
ARRAY JOIN [('device', toString(device)), ('country', toString(country)), ('browser', toString(browser)),
            ('os', toString(os)), ('traffic_source', 'affiliate')] AS d
WHERE is_bot = 0 AND (SELECT count() FROM analytics_dimensions_daily WHERE source = 'click') = 0
GROUP BY business_id, day, dimension, label;

CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_dimensions_clicks_mv TO analytics_dimensions_daily AS
SELECT business_id, toDate(created_at) AS day, d.1 AS dimension, d.2 AS label, 'click' AS source, count() AS hits
FROM clicks
ARRAY JOIN [('device', toString(device)), ('country', toString(country)), ('browser', toString(browser)),
            ('os', toString(os)), ('traffic_source', 'affiliate')] AS d
WHERE is_bot = 0
GROUP BY business_id, day, dimension, label;

INSERT INTO analytics_dimensions_daily
SELECT business_id, toDate(occurred_at) AS day, d.1 AS dimension, d.2 AS label, 'pageview' AS source, count() AS hits
FROM events
ARRAY JOIN [('device', toString(device)), ('country', toString(country)), ('browser', toString(browser)),
            ('os', toString(os)), ('traffic_source', toString(traffic_source))] AS d
WHERE type = 'pageview' AND (SELECT count() FROM analytics_dimensions_daily WHERE source = 'pageview') = 0
GROUP BY business_id, day, dimension, label;

CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_dimensions_events_mv TO analytics_dimensions_daily AS
SELECT business_id, toDate(occurred_at) AS day, d.1 AS dimension, d.2 AS label, 'pageview' AS source, count() AS hits
FROM events
ARRAY JOIN [('device', toString(device)), ('country', toString(country)), ('browser', toString(browser)),
            ('os', toString(os)), ('traffic_source', toString(traffic_source))] AS d
WHERE type = 'pageview'
GROUP BY business_id, day, dimension, label;

-- Pageviews and distinct visitors per day and path (pageviews with a path).
CREATE TABLE IF NOT EXISTS analytics_pages_daily (
  business_id  UInt64,
  day          Date,
  path         String,
  views        SimpleAggregateFunction(sum, UInt64),
  visitors     AggregateFunction(uniq, String)
)
ENGINE = AggregatingMergeTree
PARTITION BY toYYYYMM(day)
ORDER BY (business_id, day, path);

INSERT INTO analytics_pages_daily
SELECT business_id, toDate(occurred_at) AS day, path, count() AS views,
       uniqStateIf(visitor_id, visitor_id != '') AS visitors
FROM events
WHERE type = 'pageview' AND path != '' AND (SELECT count() FROM analytics_pages_daily) = 0
GROUP BY business_id, day, path;

CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_pages_events_mv TO analytics_pages_daily AS
SELECT business_id, toDate(occurred_at) AS day, path, count() AS views,
       uniqStateIf(visitor_id, visitor_id != '') AS visitors
FROM events
WHERE type = 'pageview' AND path != ''
GROUP BY business_id, day, path;

-- Product views per day and product, with the latest non-empty product name seen.
CREATE TABLE IF NOT EXISTS analytics_products_daily (
  business_id  UInt64,
  day          Date,
  product_id   String,
  views        SimpleAggregateFunction(sum, UInt64),
  name         AggregateFunction(argMax, String, DateTime64(6, 'UTC'))
)
ENGINE = AggregatingMergeTree
PARTITION BY toYYYYMM(day)
ORDER BY (business_id, day, product_id);

INSERT INTO analytics_products_daily
SELECT business_id, toDate(occurred_at) AS day, product_id, count() AS views,
       argMaxState(product_name, if(product_name != '', occurred_at, toDateTime64(0, 6, 'UTC'))) AS name
FROM events
WHERE type = 'product_view' AND product_id != '' AND (SELECT count() FROM analytics_products_daily) = 0
GROUP BY business_id, day, product_id;

CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_products_events_mv TO analytics_products_daily AS
SELECT business_id, toDate(occurred_at) AS day, product_id, count() AS views,
       argMaxState(product_name, if(product_name != '', occurred_at, toDateTime64(0, 6, 'UTC'))) AS name
FROM events
WHERE type = 'product_view' AND product_id != ''
GROUP BY business_id, day, product_id;

-- Non-bot clicks per day, link and affiliate (a click made by referral code has link 0).
CREATE TABLE IF NOT EXISTS analytics_links_daily (
  business_id       UInt64,
  day               Date,
  referral_link_id  UInt64,
  affiliate_id      UInt64,
  clicks            UInt64
)
ENGINE = SummingMergeTree
PARTITION BY toYYYYMM(day)
ORDER BY (business_id, day, referral_link_id, affiliate_id);

INSERT INTO analytics_links_daily
SELECT business_id, toDate(created_at) AS day, referral_link_id, affiliate_id, count() AS clicks
FROM clicks
WHERE is_bot = 0 AND (SELECT count() FROM analytics_links_daily) = 0
GROUP BY business_id, day, referral_link_id, affiliate_id;

CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_links_clicks_mv TO analytics_links_daily AS
SELECT business_id, toDate(created_at) AS day, referral_link_id, affiliate_id, count() AS clicks
FROM clicks
WHERE is_bot = 0
GROUP BY business_id, day, referral_link_id, affiliate_id;
