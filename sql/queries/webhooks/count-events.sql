SELECT count(*)::int AS total
FROM webhook_events
WHERE business_id = ${businessId} AND (${type}::text IS NULL OR type = ${type})
