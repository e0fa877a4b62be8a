-- The row stays (click and conversion history point at it, and its slug is never reused).
UPDATE referral_links
SET deleted_at = now(), updated_at = now()
WHERE business_id = ${businessId} AND id = ${id} AND deleted_at IS NULL
RETURNING id, slug
