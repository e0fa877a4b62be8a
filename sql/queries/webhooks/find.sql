SELECT id, business_id, url, events, description, is_active, created_at, updated_at
FROM webhook_endpoints
WHERE business_id = ${businessId} AND id = ${id}
