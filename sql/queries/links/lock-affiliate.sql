-- FOR SHARE holds off a concurrent soft delete of the affiliate until the new link commits.
SELECT id FROM affiliates
WHERE business_id = ${businessId} AND id = ${affiliateId} AND deleted_at IS NULL
FOR SHARE
