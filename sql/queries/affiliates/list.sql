-- Live affiliates of the business, filtered and ordered. The ORDER BY text comes only from the
-- repository's whitelist; every value is a formatted parameter. A null limit is LIMIT ALL
-- (the export streams the whole filtered set).
SELECT a.id, a.referral_code, a.status, a.commission_rate, a.notes, a.approved_at, a.suspended_at,
       a.terminated_at, a.created_at, u.id AS user_id, a.name AS user_name, u.email AS user_email,
       a.phone AS user_phone
FROM affiliates a
JOIN users u ON u.id = a.user_id
WHERE a.business_id = ${businessId}
  AND a.deleted_at IS NULL
  AND (${ids}::bigint[] IS NULL OR a.id = ANY (${ids}::bigint[]))
  AND (${status}::text IS NULL OR a.status = ${status})
  AND (${pattern}::text IS NULL
       OR a.name ILIKE ${pattern} OR u.email ILIKE ${pattern} OR a.referral_code ILIKE ${pattern})
ORDER BY ${orderBy:raw}
LIMIT ${limit} OFFSET ${offset}
