-- The relay: committed events not yet relayed become one delivery per subscribed, active
-- endpoint of their business (webhook.test: its one endpoint). SKIP LOCKED lets several
-- relays share the work; an event is marked in the same statement that makes its deliveries.
WITH batch AS (
  SELECT id, business_id, type, endpoint_id
  FROM webhook_events
  WHERE relayed_at IS NULL
  ORDER BY id
  LIMIT ${limit}
  FOR UPDATE SKIP LOCKED
), marked AS (
  UPDATE webhook_events e SET relayed_at = now() FROM batch b WHERE e.id = b.id RETURNING e.id
), made AS (
  INSERT INTO webhook_deliveries (business_id, endpoint_id, event_id, next_attempt_at)
  SELECT b.business_id, w.id, b.id, now()
  FROM batch b
  JOIN webhook_endpoints w ON w.business_id = b.business_id
   AND CASE WHEN b.endpoint_id IS NULL
            THEN w.is_active AND (w.events @> ARRAY[b.type] OR w.events @> ARRAY['*'])
            ELSE w.id = b.endpoint_id END
  ON CONFLICT (endpoint_id, event_id) DO NOTHING
  RETURNING id
)
SELECT (SELECT count(*) FROM marked)::int AS events, (SELECT count(*) FROM made)::int AS deliveries
