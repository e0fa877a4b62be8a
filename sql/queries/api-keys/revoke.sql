WITH k AS (
  UPDATE api_keys SET is_active = false, revoked_at = coalesce(revoked_at, now())
  WHERE api_key = ${apiKey}
  RETURNING id
)
DELETE FROM access_tokens WHERE api_key_id IN (SELECT id FROM k)
RETURNING api_key_id
