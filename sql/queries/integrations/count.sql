SELECT count(*)::int AS total FROM billing_integrations WHERE business_id = ${businessId}
