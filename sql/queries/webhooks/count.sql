SELECT count(*)::int AS total FROM webhook_endpoints WHERE business_id = ${businessId}
