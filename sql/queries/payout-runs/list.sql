-- The business's runs, newest first.
SELECT * FROM ${columns:raw} r WHERE r.business_id = ${businessId}
ORDER BY r.created_at DESC, r.id DESC
LIMIT ${limit} OFFSET ${offset}
