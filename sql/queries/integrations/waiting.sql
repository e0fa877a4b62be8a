-- Unfinished events of an integration waiting for any of these orders or payment refs.
SELECT id FROM billing_events
WHERE integration_id = ${integrationId} AND business_id = ${businessId}
  AND outcome IS NULL AND waiting_for && ${refs}::text[]
