-- Attempts' outcomes and, while attempts remain, when the next is due. Only the job of a
-- delivery's latest dispatch may record it, so a job that outlived its lease counts nothing twice.
-- The job's endpoint (a job never mixes endpoints) is marked slow or not by how long it took.
WITH marked AS (
  UPDATE webhook_endpoints SET slow = ${slow}
  WHERE id = ${endpointId} AND slow IS DISTINCT FROM ${slow}
)
UPDATE webhook_deliveries d
SET attempts = d.attempts + 1, status = o.status, last_response_status = o.response_status,
    last_error = o.error,
    next_attempt_at = clock_timestamp() + o.delay_ms * interval '1 millisecond',
    claimed_until = NULL, updated_at = clock_timestamp()
FROM unnest(${ids}::bigint[], ${dispatches}::int[], ${statuses}::text[], ${responseStatuses}::int[],
            ${errors}::text[], ${delays}::bigint[])
     AS o(id, dispatch, status, response_status, error, delay_ms)
WHERE d.id = o.id AND d.status = 'pending' AND d.dispatches = o.dispatch
