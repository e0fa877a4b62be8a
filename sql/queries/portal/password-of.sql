-- The password that holds for this membership (its own, else the account's).
SELECT coalesce(a.password_hash, u.password_hash) AS password_hash
FROM affiliates a JOIN users u ON u.id = a.user_id
WHERE a.business_id = ${businessId} AND a.id = ${affiliateId} AND a.deleted_at IS NULL
