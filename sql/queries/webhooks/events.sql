SELECT public_id, type, created_at, business_id, data
FROM webhook_events
WHERE business_id = ${businessId} AND (${type}::text IS NULL OR type = ${type})
ORDER BY created_at DESC, id DESC
LIMIT ${limit} OFFSET ${offset}
