-- Soft-deleted affiliates are removed from the business and left out of rankings.
SELECT a.id FROM affiliates a WHERE a.business_id = ${businessId} AND a.deleted_at IS NOT NULL
