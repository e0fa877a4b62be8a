SELECT allow_self_registration AS open FROM business_settings WHERE business_id = ${businessId}
