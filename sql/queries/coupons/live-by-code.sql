-- Attribution's coupon step: a live coupon of this business, any letter case (coupons_code_key).
SELECT c.id AS coupon_id, a.id, a.status, a.deleted_at IS NOT NULL AS deleted
FROM coupons c
JOIN affiliates a ON a.id = c.affiliate_id AND a.business_id = c.business_id
WHERE c.business_id = ${businessId} AND lower(c.code) = lower(${code}) AND c.deleted_at IS NULL
