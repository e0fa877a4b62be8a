-- Keeps the key's newest ${keep} live tokens and drops its expired ones before adding this
-- one, so a key never holds more than keep + 1 unexpired tokens (the per-token rate budgets
-- cannot be multiplied by minting). created_at is read after the key lock: it orders mints.
WITH retired AS (
  DELETE FROM access_tokens
  WHERE api_key_id = ${apiKeyId}
    AND (expires_at <= ${now}
         OR token_hash IN (SELECT token_hash FROM access_tokens
                           WHERE api_key_id = ${apiKeyId} AND expires_at > ${now}
                           ORDER BY created_at DESC, token_hash DESC
                           OFFSET ${keep}))
)
INSERT INTO access_tokens (token_hash, business_id, api_key_id, scopes, expires_at, created_at)
VALUES (${tokenHash}, ${businessId}, ${apiKeyId}, ${scopes}::text[], ${expiresAt}, clock_timestamp())
