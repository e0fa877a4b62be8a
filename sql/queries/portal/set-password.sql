-- The membership's own password: the account and the other businesses are untouched.
UPDATE affiliates SET password_hash = ${passwordHash}, updated_at = now()
WHERE business_id = ${businessId} AND id = ${affiliateId} AND deleted_at IS NULL
RETURNING id
