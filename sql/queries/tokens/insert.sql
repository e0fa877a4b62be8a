INSERT INTO access_tokens (token_hash, business_id, api_key_id, scopes, expires_at)
VALUES (${tokenHash}, ${businessId}, ${apiKeyId}, ${scopes}::text[], ${expiresAt})
