-- The list's total: the same filters as list.sql.
SELECT count(*) AS total
FROM affiliates a
JOIN users u ON u.id = a.user_id
WHERE a.business_id = ${businessId}
  AND a.deleted_at IS NULL
  AND (${ids}::bigint[] IS NULL OR a.id = ANY (${ids}::bigint[]))
  AND (${status}::text IS NULL OR a.status = ${status})
  AND (${pattern}::text IS NULL
       OR a.name ILIKE ${pattern} OR u.email ILIKE ${pattern} OR a.referral_code ILIKE ${pattern})
