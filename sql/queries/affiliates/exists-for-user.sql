SELECT EXISTS (
  SELECT 1 FROM affiliates
  WHERE business_id = ${businessId} AND user_id = ${userId} AND deleted_at IS NULL
) AS exists
