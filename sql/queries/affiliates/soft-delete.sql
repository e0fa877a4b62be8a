-- The record leaves the business; its links follow in a second statement of the same
-- transaction (affiliates/delete-links.sql). The user account, clicks and conversions stay.
UPDATE affiliates
SET deleted_at = ${now}, updated_at = ${now}
WHERE business_id = ${businessId} AND id = ${id} AND deleted_at IS NULL
RETURNING id
