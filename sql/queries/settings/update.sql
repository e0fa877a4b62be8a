UPDATE business_settings
SET commission_rate = ${commission_rate},
    cookie_duration = ${cookie_duration},
    auto_approve_enabled = ${auto_approve_enabled},
    auto_approve_delay_days = ${auto_approve_delay_days},
    auto_approve_min_amount = ${auto_approve_min_amount},
    auto_approve_max_amount = ${auto_approve_max_amount},
    allow_self_registration = ${allow_self_registration},
    logo_url = ${logo_url},
    primary_color = ${primary_color},
    recurring_commission_months = ${recurring_commission_months},
    recurring_commission_rate = ${recurring_commission_rate},
    fraud_rules = ${fraud_rules:json}::jsonb,
    fraud_ip_conversion_limit = ${fraud_ip_conversion_limit},
    fraud_review_amount = ${fraud_review_amount},
    click_dedupe_minutes = ${click_dedupe_minutes},
    updated_at = now()
WHERE business_id = ${businessId}
RETURNING commission_rate, cookie_duration, auto_approve_enabled, auto_approve_delay_days,
       auto_approve_min_amount, auto_approve_max_amount, allow_self_registration, logo_url, primary_color,
       recurring_commission_months, recurring_commission_rate,
       fraud_rules, fraud_ip_conversion_limit, fraud_review_amount, click_dedupe_minutes
