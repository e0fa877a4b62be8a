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
    portal_origins = ${portal_origins}::text[],
    portal_link_hosts = ${portal_link_hosts}::text[],
    updated_at = now()
WHERE business_id = ${businessId}
RETURNING commission_rate, cookie_duration, auto_approve_enabled, auto_approve_delay_days,
       auto_approve_min_amount, auto_approve_max_amount, allow_self_registration, logo_url, primary_color,
       recurring_commission_months, recurring_commission_rate, portal_origins, portal_link_hosts
