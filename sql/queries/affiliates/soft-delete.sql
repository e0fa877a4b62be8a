-- The user account, links, clicks and conversions stay; only the per-business record goes.
UPDATE affiliates
SET deleted_at = ${now}, updated_at = ${now}
WHERE business_id = ${businessId} AND id = ${id} AND deleted_at IS NULL
RETURNING id
