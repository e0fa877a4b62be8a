-- A stored event of this provider's id that has no outcome yet (its job may be lost).
SELECT id FROM billing_events
WHERE integration_id = ${integrationId} AND provider_event_id = ${providerEventId} AND outcome IS NULL
