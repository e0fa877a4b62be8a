-- Keeps the membership's newest ${keep} live tokens and drops its expired ones before adding
-- this one, so a membership never holds more than keep + 1 unexpired tokens.
WITH retired AS (
  DELETE FROM portal_tokens
  WHERE affiliate_id = ${affiliateId}
    AND (expires_at <= ${now}
         OR token_hash IN (SELECT token_hash FROM portal_tokens
                           WHERE affiliate_id = ${affiliateId} AND expires_at > ${now}
                           ORDER BY created_at DESC, token_hash DESC
                           OFFSET ${keep}))
)
INSERT INTO portal_tokens (token_hash, business_id, affiliate_id, expires_at, created_at)
VALUES (${tokenHash}, ${businessId}, ${affiliateId}, ${expiresAt}, clock_timestamp())
