-- One indexed lookup decides every bearer check: the token, its key and its business.
SELECT t.business_id, t.scopes, t.expires_at, b.is_active AS business_active,
       (k.id IS NULL OR (k.is_active AND k.revoked_at IS NULL)) AS key_active
FROM access_tokens t
JOIN businesses b ON b.id = t.business_id
LEFT JOIN api_keys k ON k.id = t.api_key_id
WHERE t.token_hash = ${tokenHash}
