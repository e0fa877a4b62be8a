-- A code live elsewhere in the business (any letter case) inserts nothing and returns no row.
INSERT INTO coupons (business_id, affiliate_id, code, created_at)
VALUES (${businessId}, ${affiliateId}, ${code}, ${now})
ON CONFLICT (business_id, lower(code)) WHERE deleted_at IS NULL DO NOTHING
RETURNING id, affiliate_id, code, created_at
