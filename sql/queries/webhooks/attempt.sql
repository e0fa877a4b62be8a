-- What attempts send: the deliveries, their events and their endpoints' signing secrets.
SELECT d.id, d.business_id, d.endpoint_id, d.status, d.attempts, d.dispatches,
       e.public_id, e.type, e.data, e.created_at,
       w.url, w.secret,
       CASE WHEN w.previous_secret_expires_at > now() THEN w.previous_secret END AS previous_secret
FROM webhook_deliveries d
JOIN webhook_events e ON e.id = d.event_id AND e.business_id = d.business_id
JOIN webhook_endpoints w ON w.id = d.endpoint_id AND w.business_id = d.business_id
WHERE d.id = ANY(${ids}::bigint[])
