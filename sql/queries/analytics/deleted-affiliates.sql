-- Ids of the business's soft-deleted affiliates: they leave the top_affiliates table.
SELECT id
FROM affiliates
WHERE business_id = ${businessId} AND deleted_at IS NOT NULL
