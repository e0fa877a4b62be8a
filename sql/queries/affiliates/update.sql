-- PATCH: only the fields the client sent change.
UPDATE affiliates
SET commission_rate = CASE WHEN ${setRate} THEN ${commissionRate}::numeric ELSE commission_rate END,
    notes = CASE WHEN ${setNotes} THEN ${notes}::text ELSE notes END,
    updated_at = ${now}
WHERE business_id = ${businessId} AND id = ${id} AND deleted_at IS NULL
RETURNING id
