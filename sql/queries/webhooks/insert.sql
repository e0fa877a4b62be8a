INSERT INTO webhook_endpoints (business_id, url, events, description, is_active, secret)
VALUES (${businessId}, ${url}, ${events}::text[], ${description}, ${isActive}, ${secret})
RETURNING id, business_id, url, events, description, is_active, created_at, updated_at
