-- Fraud and traffic quality (README, "Fraud and traffic quality").

-- Why a click is or is not counted: ok, bot, duplicate or datacenter. is_bot stays the one
-- column every report and rollup filters on: it is 1 for every click counted nowhere (a bot,
-- a duplicate, a data-centre click under reject), so click_count and the reports agree.
-- Rows loaded before this read their quality off is_bot.
ALTER TABLE clicks ADD COLUMN IF NOT EXISTS quality LowCardinality(String) DEFAULT if(is_bot = 1, 'bot', 'ok');

-- The rules a conversion tripped when recorded, and the rule that rejected it ('' if none).
ALTER TABLE conversions ADD COLUMN IF NOT EXISTS risk_reasons Array(LowCardinality(String)) DEFAULT [];
ALTER TABLE conversions ADD COLUMN IF NOT EXISTS fraud_rejected_rule LowCardinality(String) DEFAULT '';

-- `*` so the view holds every column of conversions as of this migration.
CREATE OR REPLACE VIEW conversions_latest AS
SELECT * FROM conversions FINAL;
