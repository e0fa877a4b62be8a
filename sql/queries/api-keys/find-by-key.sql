SELECT k.id, k.business_id, k.secret_hash, k.scopes, k.is_active, k.expires_at, k.revoked_at,
       b.is_active AS business_active
FROM api_keys k
JOIN businesses b ON b.id = k.business_id
WHERE k.api_key = ${apiKey}
