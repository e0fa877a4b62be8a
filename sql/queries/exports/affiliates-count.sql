SELECT count(*)::int AS total
FROM affiliates a
JOIN users u ON u.id = a.user_id
WHERE a.business_id = ${businessId} AND a.deleted_at IS NULL
  AND (${status}::text IS NULL OR a.status = ${status})
  AND (${search}::text IS NULL OR u.name ILIKE ${search} OR u.email ILIKE ${search} OR a.referral_code ILIKE ${search})
