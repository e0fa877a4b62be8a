-- The row a status transition is decided on, locked until the transaction ends.
SELECT id, status, notes
FROM affiliates
WHERE business_id = ${businessId} AND id = ${id} AND deleted_at IS NULL
FOR UPDATE
