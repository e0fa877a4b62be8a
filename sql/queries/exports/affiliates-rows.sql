-- The affiliates CSV (spec: Affiliate CSV columns), newest first like the list.
SELECT a.id, u.name, u.email, u.phone, a.referral_code, a.commission_rate, a.status, a.created_at,
       a.approved_at, a.suspended_at, a.terminated_at, a.notes
FROM affiliates a
JOIN users u ON u.id = a.user_id
WHERE a.business_id = ${businessId} AND a.deleted_at IS NULL
  AND (${status}::text IS NULL OR a.status = ${status})
  AND (${search}::text IS NULL OR u.name ILIKE ${search} OR u.email ILIKE ${search} OR a.referral_code ILIKE ${search})
ORDER BY a.created_at DESC, a.id DESC
