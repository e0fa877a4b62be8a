-- A deleted affiliate's coupons leave with it, as its links do (affiliates/delete-links.sql):
-- a statement of its own after affiliates/soft-delete.sql, so it sees coupons that creations
-- holding the affiliate FOR SHARE committed meanwhile.
UPDATE coupons
SET deleted_at = ${now}
WHERE business_id = ${businessId} AND affiliate_id = ${affiliateId} AND deleted_at IS NULL
