SELECT cookie_duration FROM business_settings WHERE business_id = ${businessId}
