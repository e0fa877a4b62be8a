-- The WHERE clause the affiliates list and its count share, put in place of their ${where:raw}
-- when the repository loads (sql/query-file.ts compose). Live affiliates only; absent filters
-- are null and fold away.
a.business_id = ${businessId}
AND a.deleted_at IS NULL
AND (${ids}::bigint[] IS NULL OR a.id = ANY (${ids}::bigint[]))
AND (${status}::text IS NULL OR a.status = ${status})
AND (${pattern}::text IS NULL
     OR a.name ILIKE ${pattern} OR u.email ILIKE ${pattern} OR a.referral_code ILIKE ${pattern})
