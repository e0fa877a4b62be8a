-- The row stays for the conversions it credited; the code is free again.
UPDATE coupons
SET deleted_at = ${now}
WHERE business_id = ${businessId} AND affiliate_id = ${affiliateId} AND id = ${id} AND deleted_at IS NULL
RETURNING id
