-- The settings row is made with the business; this recreates a missing one with the
-- defaults and returns the row either way, in one statement.
WITH created AS (
  INSERT INTO business_settings (business_id) VALUES (${businessId})
  ON CONFLICT (business_id) DO NOTHING
  RETURNING commission_rate, cookie_duration, auto_approve_enabled, auto_approve_delay_days,
       auto_approve_min_amount, auto_approve_max_amount, allow_self_registration, logo_url, primary_color,
       recurring_commission_months, recurring_commission_rate, currency,
       payout_minimum, payout_schedule, payout_debtor,
       fraud_rules, fraud_ip_conversion_limit, fraud_review_amount, click_dedupe_minutes,
       portal_origins, portal_link_hosts
)
SELECT * FROM created
UNION ALL
SELECT commission_rate, cookie_duration, auto_approve_enabled, auto_approve_delay_days,
       auto_approve_min_amount, auto_approve_max_amount, allow_self_registration, logo_url, primary_color,
       recurring_commission_months, recurring_commission_rate, currency,
       payout_minimum, payout_schedule, payout_debtor,
       fraud_rules, fraud_ip_conversion_limit, fraud_review_amount, click_dedupe_minutes,
       portal_origins, portal_link_hosts
FROM business_settings WHERE business_id = ${businessId}
