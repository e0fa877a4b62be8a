SELECT coalesce(portal_origins, '{}') AS portal_origins FROM business_settings WHERE business_id = ${businessId}
