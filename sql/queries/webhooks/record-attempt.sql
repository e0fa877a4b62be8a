-- One attempt's outcome and, while attempts remain, when the next is due. Only the job of the
-- delivery's latest dispatch may record it, so a job that outlived its lease counts nothing twice.
UPDATE webhook_deliveries
SET attempts = attempts + 1, status = ${status}, last_response_status = ${responseStatus},
    last_error = ${error},
    next_attempt_at = clock_timestamp() + ${delayMs}::bigint * interval '1 millisecond',
    claimed_until = NULL, updated_at = clock_timestamp()
WHERE id = ${id} AND status = 'pending' AND dispatches = ${dispatch}
RETURNING attempts
