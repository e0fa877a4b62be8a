-- Event store for reports and analytics. Every table leads its key with business_id, then
-- the day; partitions are monthly; money is Decimal(18,2); ids are the PostgreSQL or edge ids.
-- A retried insert is dropped by its insert_deduplication_token (the dedup window below).

CREATE TABLE IF NOT EXISTS clicks (
  business_id       UInt64,
  id                UInt64,
  referral_link_id  UInt64,
  affiliate_id      UInt64,
  campaign          LowCardinality(String),
  visitor_id        String,
  ip_address        String,
  user_agent        String,
  device            LowCardinality(String),
  browser           LowCardinality(String),
  os                LowCardinality(String),
  country           LowCardinality(String),
  referrer          String,
  landing_page      String,
  utm_source        LowCardinality(String),
  utm_medium        LowCardinality(String),
  utm_campaign      LowCardinality(String),
  is_bot            UInt8,
  created_at        DateTime64(6, 'UTC')
)
ENGINE = ReplacingMergeTree
PARTITION BY toYYYYMM(created_at)
ORDER BY (business_id, toDate(created_at), id)
SETTINGS non_replicated_deduplication_window = 10000;

CREATE TABLE IF NOT EXISTS events (
  business_id       UInt64,
  id                UUID,
  type              LowCardinality(String),
  visitor_id        String,
  session_id        String,
  click_id          UInt64,
  affiliate_id      UInt64,
  referral_link_id  UInt64,
  referral_code     String,
  url               String,
  path              String,
  referrer          String,
  title             String,
  product_id        String,
  product_name      String,
  price             Decimal(18, 2),
  quantity          UInt32,
  utm_source        LowCardinality(String),
  utm_medium        LowCardinality(String),
  utm_campaign      LowCardinality(String),
  device            LowCardinality(String),
  browser           LowCardinality(String),
  os                LowCardinality(String),
  country           LowCardinality(String),
  traffic_source    LowCardinality(String),
  occurred_at       DateTime64(6, 'UTC')
)
ENGINE = ReplacingMergeTree
PARTITION BY toYYYYMM(occurred_at)
ORDER BY (business_id, toDate(occurred_at), type, id)
SETTINGS non_replicated_deduplication_window = 10000;

-- One row per version of a conversion; ReplacingMergeTree(version) keeps the latest.
-- Read with FINAL or argMax(…, version), or through conversions_latest.
CREATE TABLE IF NOT EXISTS conversions (
  business_id        UInt64,
  id                 UInt64,
  order_id           String,
  affiliate_id       UInt64,
  referral_link_id   UInt64,
  click_id           UInt64,
  visitor_id         String,
  campaign           LowCardinality(String),
  status             LowCardinality(String),
  subtotal           Decimal(18, 2),
  discount_applied   Decimal(18, 2),
  tax                Decimal(18, 2),
  order_total        Decimal(18, 2),
  commission_rate    Decimal(5, 2),
  commission_amount  Decimal(18, 2),
  currency           LowCardinality(String),
  product_ids        Array(String),
  product_names      Array(String),
  converted_at       DateTime64(6, 'UTC'),
  created_at         DateTime64(6, 'UTC'),
  updated_at         DateTime64(6, 'UTC'),
  version            UInt32
)
ENGINE = ReplacingMergeTree(version)
PARTITION BY toYYYYMM(converted_at)
ORDER BY (business_id, toDate(converted_at), id)
SETTINGS non_replicated_deduplication_window = 10000;

CREATE TABLE IF NOT EXISTS payouts (
  business_id     UInt64,
  id              UInt64,
  affiliate_id    UInt64,
  affiliate_name  String,
  amount          Decimal(18, 2),
  currency        LowCardinality(String),
  method          LowCardinality(String),
  status          LowCardinality(String),
  reference       String,
  paid_at         Nullable(DateTime64(6, 'UTC')),
  created_at      DateTime64(6, 'UTC'),
  updated_at      DateTime64(6, 'UTC'),
  version         UInt32
)
ENGINE = ReplacingMergeTree(version)
PARTITION BY toYYYYMM(created_at)
ORDER BY (business_id, id)
SETTINGS non_replicated_deduplication_window = 10000;
