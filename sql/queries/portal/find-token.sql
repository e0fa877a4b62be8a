-- One indexed lookup decides every portal bearer check: the token, its membership and business.
SELECT t.business_id, t.affiliate_id, t.expires_at, a.status, a.deleted_at IS NULL AS live,
       b.is_active AS business_active
FROM portal_tokens t
JOIN affiliates a ON a.id = t.affiliate_id
JOIN businesses b ON b.id = t.business_id
WHERE t.token_hash = ${tokenHash}
