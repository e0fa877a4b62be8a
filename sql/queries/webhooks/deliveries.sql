SELECT d.id, e.public_id AS event_id, e.type AS event_type, d.status, d.attempts,
       d.last_response_status, d.last_error, d.next_attempt_at, d.created_at, d.updated_at
FROM webhook_deliveries d
JOIN webhook_events e ON e.id = d.event_id AND e.business_id = d.business_id
WHERE d.business_id = ${businessId} AND d.endpoint_id = ${endpointId}
  AND (${status}::text IS NULL OR d.status = ${status})
ORDER BY d.created_at DESC, d.id DESC
LIMIT ${limit} OFFSET ${offset}
