UPDATE webhook_endpoints
SET url = coalesce(${url}, url),
    events = coalesce(${events}::text[], events),
    description = CASE WHEN ${setDescription} THEN ${description} ELSE description END,
    is_active = coalesce(${isActive}, is_active),
    updated_at = now()
WHERE business_id = ${businessId} AND id = ${id}
RETURNING id, business_id, url, events, description, is_active, created_at, updated_at
