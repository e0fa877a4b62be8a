-- One stored event for the worker, with its integration's business and provider.
SELECT e.id, e.business_id, e.integration_id, i.provider, e.provider_event_id, e.type, e.payload,
       e.received_at, e.outcome
FROM billing_events e
JOIN billing_integrations i ON i.id = e.integration_id AND i.business_id = e.business_id
WHERE e.id = ${id}
