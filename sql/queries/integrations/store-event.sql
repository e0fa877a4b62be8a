-- Stores a verified event once: a replay inserts nothing and returns no row.
INSERT INTO billing_events (business_id, integration_id, provider_event_id, type, payload)
VALUES (${businessId}, ${integrationId}, ${providerEventId}, ${type}, ${payload}::jsonb)
ON CONFLICT (integration_id, provider_event_id) DO NOTHING
RETURNING id
