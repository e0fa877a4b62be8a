-- Single use: the row goes whether or not it is still valid; only a valid one names its membership.
WITH used AS (
  DELETE FROM portal_password_resets WHERE token_hash = ${tokenHash}
  RETURNING business_id, affiliate_id, expires_at
)
SELECT u.business_id, u.affiliate_id
FROM used u JOIN affiliates a ON a.id = u.affiliate_id AND a.deleted_at IS NULL
WHERE u.expires_at > ${now}
