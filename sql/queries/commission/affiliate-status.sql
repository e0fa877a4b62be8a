-- The affiliate a preview is asked for; a deleted one is gone for the API.
SELECT id, status FROM affiliates
WHERE business_id = ${businessId} AND id = ${affiliateId} AND deleted_at IS NULL
