-- How each conversion was credited and its subscription (README, "Coupon codes and renewals").
-- Versions synced before carry the defaults until their next change.
ALTER TABLE conversions ADD COLUMN IF NOT EXISTS attribution LowCardinality(String) DEFAULT 'direct' AFTER campaign;
ALTER TABLE conversions ADD COLUMN IF NOT EXISTS subscription_id String DEFAULT '' AFTER attribution;

-- `*` so the view holds every column of conversions as of this migration, whatever other
-- migrations added before it.
CREATE OR REPLACE VIEW conversions_latest AS
SELECT * FROM conversions FINAL;
