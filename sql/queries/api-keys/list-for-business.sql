SELECT id, api_key, scopes, label, is_active, expires_at, revoked_at, created_at
FROM api_keys WHERE business_id = ${businessId} ORDER BY id
