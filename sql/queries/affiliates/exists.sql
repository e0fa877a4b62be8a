-- Whether the affiliate belongs to the business. ${withDeleted}: a soft-deleted one counts too
-- (it still owns its orders, clicks and payouts); otherwise only a live one (a new link's owner).
SELECT EXISTS (
  SELECT 1 FROM affiliates
  WHERE business_id = ${businessId} AND id = ${id} AND (${withDeleted} OR deleted_at IS NULL)
) AS exists
