-- Refunds (README, "Refunds, clawbacks and balances"): each conversion row carries what was
-- refunded of it and its commission net of reversals, and every report sums the net. Rows
-- stored before this have no refund, so their net is their commission (a DEFAULT computed
-- when read); the sync job writes both columns from now on.
ALTER TABLE conversions
  ADD COLUMN IF NOT EXISTS refunded_amount Decimal(18, 2) DEFAULT 0 AFTER commission_amount,
  ADD COLUMN IF NOT EXISTS net_commission_amount Decimal(18, 2) DEFAULT commission_amount AFTER refunded_amount;

-- The analysts' view gains both columns (the view keeps its name, so grants on it stay).
CREATE OR REPLACE VIEW conversions_latest AS
SELECT business_id, id, order_id, affiliate_id, referral_link_id, click_id, visitor_id, campaign, status,
       subtotal, discount_applied, tax, order_total, commission_rate, commission_amount,
       refunded_amount, net_commission_amount, currency,
       product_ids, product_names, converted_at, created_at, updated_at, version
FROM conversions FINAL;
