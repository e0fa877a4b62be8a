SELECT id, business_id, url, events, description, is_active, created_at, updated_at
FROM webhook_endpoints
WHERE business_id = ${businessId}
ORDER BY created_at DESC, id DESC
LIMIT ${limit} OFFSET ${offset}
