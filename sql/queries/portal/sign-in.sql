-- The membership an e-mail signs in to: the business by slug, the account by e-mail (any
-- case), its live affiliate record there, and the password that holds for this business
-- (the membership's own, else the account's).
SELECT b.id AS business_id, b.is_active AS business_active, a.id AS affiliate_id, a.status,
       coalesce(a.password_hash, u.password_hash) AS password_hash
FROM businesses b
JOIN affiliates a ON a.business_id = b.id AND a.deleted_at IS NULL
JOIN users u ON u.id = a.user_id
WHERE b.slug = ${business} AND lower(u.email) = lower(${email})
