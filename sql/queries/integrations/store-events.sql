-- Stores verified events once each, a group in one statement: a replay, or a second copy of an
-- event in the same group, inserts nothing; the rows returned are the events stored now.
INSERT INTO billing_events (business_id, integration_id, provider_event_id, type, payload)
SELECT * FROM unnest(${businessIds}::bigint[], ${integrationIds}::bigint[],
                     ${providerEventIds}::text[], ${types}::text[], ${payloads}::jsonb[])
ON CONFLICT (integration_id, provider_event_id) DO NOTHING
RETURNING id, integration_id, provider_event_id
