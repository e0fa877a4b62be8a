-- A status transition already decided on the locked row (lock.sql).
UPDATE affiliates
SET status = ${status},
    approved_at = CASE WHEN ${setApprovedAt} THEN ${now}::timestamptz ELSE approved_at END,
    suspended_at = CASE WHEN ${clearSuspendedAt} THEN NULL WHEN ${setSuspendedAt} THEN ${now}::timestamptz ELSE suspended_at END,
    terminated_at = CASE WHEN ${setTerminatedAt} THEN ${now}::timestamptz ELSE terminated_at END,
    notes = ${notes},
    updated_at = ${now}
WHERE business_id = ${businessId} AND id = ${id}
RETURNING id, status, approved_at, suspended_at, terminated_at
