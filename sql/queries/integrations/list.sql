-- last_event_at is read from the events (their index leads with the integration), so storing
-- an event writes no shared row.
SELECT i.id, i.business_id, i.provider, i.created_at,
       (SELECT max(e.received_at) FROM billing_events e WHERE e.integration_id = i.id) AS last_event_at
FROM billing_integrations i
WHERE i.business_id = ${businessId}
ORDER BY i.created_at DESC, i.id DESC
LIMIT ${limit} OFFSET ${offset}
