-- The payout run a payout was made by (README, "Payout runs"); null for single payouts.
-- Versions synced before carry null until their next change.
ALTER TABLE payouts ADD COLUMN IF NOT EXISTS payout_run_id Nullable(UInt64) AFTER reference;

CREATE OR REPLACE VIEW payouts_latest AS
SELECT business_id, id, affiliate_id, affiliate_name, amount, currency, method, status, reference,
       payout_run_id, paid_at, created_at, updated_at, version
FROM payouts FINAL;
