-- The old secret keeps signing beside the new one for 24 hours.
UPDATE webhook_endpoints
SET previous_secret = secret, previous_secret_expires_at = now() + interval '24 hours',
    secret = ${secret}, updated_at = now()
WHERE business_id = ${businessId} AND id = ${id}
RETURNING id, business_id, url, events, description, is_active, created_at, updated_at
