-- Every settings and tier write of a business runs behind this row lock, so read-check-write
-- sequences (min ≤ max, tier overlap) are serialised per business.
SELECT commission_rate, cookie_duration, auto_approve_enabled, auto_approve_delay_days,
       auto_approve_min_amount, auto_approve_max_amount, allow_self_registration, logo_url, primary_color,
       recurring_commission_months, recurring_commission_rate, currency,
       payout_minimum, payout_schedule, payout_debtor,
       fraud_rules, fraud_ip_conversion_limit, fraud_review_amount, click_dedupe_minutes,
       portal_origins, portal_link_hosts
FROM business_settings WHERE business_id = ${businessId}
FOR UPDATE
