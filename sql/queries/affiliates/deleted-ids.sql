-- Ids of the business's soft-deleted affiliates: removed from the business, they leave the
-- rankings (report top-affiliates, analytics top_affiliates).
SELECT id
FROM affiliates
WHERE business_id = ${businessId} AND deleted_at IS NOT NULL
