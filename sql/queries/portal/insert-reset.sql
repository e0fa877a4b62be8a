-- A newer reset token voids the older: one row per membership.
INSERT INTO portal_password_resets (affiliate_id, business_id, token_hash, expires_at, created_at)
VALUES (${affiliateId}, ${businessId}, ${tokenHash}, ${expiresAt}, ${now})
ON CONFLICT (affiliate_id) DO UPDATE
SET token_hash = EXCLUDED.token_hash, expires_at = EXCLUDED.expires_at, created_at = EXCLUDED.created_at
