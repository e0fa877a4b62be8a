-- Soft-deleted affiliates too: history stays attributed to them (with 0.00 commission).
SELECT id, status, deleted_at IS NOT NULL AS deleted
FROM affiliates
WHERE business_id = ${businessId} AND id = ${id}
