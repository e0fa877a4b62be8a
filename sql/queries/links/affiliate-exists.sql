-- A referral link's owner: an affiliate of this business that is not soft-deleted.
SELECT EXISTS (
  SELECT 1 FROM affiliates
  WHERE business_id = ${businessId} AND id = ${affiliateId} AND deleted_at IS NULL
) AS exists
