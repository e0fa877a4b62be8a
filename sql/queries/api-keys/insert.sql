INSERT INTO api_keys (business_id, api_key, secret_hash, scopes, label, expires_at)
VALUES (${businessId}, ${apiKey}, ${secretHash}, ${scopes}::text[], ${label}, ${expiresAt})
RETURNING id, business_id, api_key, scopes, label, is_active, expires_at, created_at
