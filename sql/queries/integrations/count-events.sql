SELECT count(*)::int AS total FROM billing_events
WHERE business_id = ${businessId} AND integration_id = ${integrationId}
