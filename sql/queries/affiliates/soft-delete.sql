-- The record leaves the business, and its links with it (as a deleted link does: the rows stay
-- for click and conversion history, and their slugs are never reused). The user account,
-- clicks and conversions stay.
WITH gone AS (
  UPDATE affiliates
  SET deleted_at = ${now}, updated_at = ${now}
  WHERE business_id = ${businessId} AND id = ${id} AND deleted_at IS NULL
  RETURNING id, business_id
), links AS (
  UPDATE referral_links l
  SET deleted_at = ${now}, updated_at = ${now}
  FROM gone
  WHERE l.business_id = gone.business_id AND l.affiliate_id = gone.id AND l.deleted_at IS NULL
)
SELECT id FROM gone
