-- Money in more than one currency (README, "Currencies and exchange rates"). Each row keeps
-- the order's currency and amounts, and gains the business currency its commission is in,
-- the rate used (units of the order's currency per unit of the business currency; null when
-- they are the same) and order_total in the business currency, so analysts can sum either.
-- Rows synced before are USD orders of USD businesses: the defaults computed when read are
-- exactly theirs.
ALTER TABLE conversions
  ADD COLUMN IF NOT EXISTS exchange_rate Nullable(Decimal(38, 20)) AFTER currency,
  ADD COLUMN IF NOT EXISTS commission_currency LowCardinality(String) DEFAULT 'USD' AFTER exchange_rate,
  ADD COLUMN IF NOT EXISTS converted_order_total Decimal(18, 2) DEFAULT order_total AFTER commission_currency;

-- `*` so the view holds every column of conversions as of this migration (the view keeps its
-- name, so grants on it stay).
CREATE OR REPLACE VIEW conversions_latest AS
SELECT * FROM conversions FINAL;
