-- A queued (or retried) export starts over; a finished one is left alone.
UPDATE exports
SET status = 'running', progress = 0, rows = 0, error = NULL, started_at = ${now}, updated_at = ${now}
WHERE business_id = ${businessId} AND id = ${id} AND status IN ('queued', 'running', 'failed')
RETURNING id, business_id, type, format, params
