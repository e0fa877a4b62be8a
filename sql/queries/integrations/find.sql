SELECT i.id, i.business_id, i.provider, i.created_at,
       (SELECT max(e.received_at) FROM billing_events e WHERE e.integration_id = i.id) AS last_event_at
FROM billing_integrations i
WHERE i.business_id = ${businessId} AND i.id = ${id}
