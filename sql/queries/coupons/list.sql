SELECT id, affiliate_id, code, created_at
FROM coupons
WHERE business_id = ${businessId} AND affiliate_id = ${affiliateId} AND deleted_at IS NULL
ORDER BY created_at, id
