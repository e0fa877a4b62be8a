-- The relay: committed events not yet relayed become one delivery per subscribed, active
-- endpoint of their business (webhook.test: its one endpoint). SKIP LOCKED lets several
-- relays share the work; an event is marked in the same statement that makes its deliveries.
--
-- Businesses take turns: `heads` walks the businesses with unrelayed events (one index probe
-- each, a loose index scan), the ${limit} whose oldest waiting event is oldest share the pass
-- equally, so one business's burst of a million events is relayed alongside everyone else's
-- events rather than ahead of them (docs/architecture.md, "Webhooks").
WITH RECURSIVE heads AS (
  (SELECT business_id, id AS head
   FROM webhook_events
   WHERE relayed_at IS NULL
   ORDER BY business_id, id
   LIMIT 1)
  UNION ALL
  SELECT n.business_id, n.head
  FROM heads h
  CROSS JOIN LATERAL (
    SELECT e.business_id, e.id AS head
    FROM webhook_events e
    WHERE e.relayed_at IS NULL AND e.business_id > h.business_id
    ORDER BY e.business_id, e.id
    LIMIT 1
  ) n
), turn AS (
  SELECT business_id FROM heads ORDER BY head LIMIT ${limit}
), share AS (
  SELECT ceil(${limit}::numeric / greatest(count(*), 1))::int AS n FROM turn
), batch AS (
  SELECT ev.id, ev.business_id, ev.type, ev.endpoint_id
  FROM turn t
  CROSS JOIN share s
  CROSS JOIN LATERAL (
    SELECT e.id, e.business_id, e.type, e.endpoint_id
    FROM webhook_events e
    WHERE e.business_id = t.business_id AND e.relayed_at IS NULL
    ORDER BY e.id
    LIMIT s.n
    FOR UPDATE SKIP LOCKED
  ) ev
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
SELECT (SELECT count(*) FROM marked)::int AS events,
       (SELECT count(*) FROM made)::int AS deliveries,
       -- A business that filled its share may have more waiting, and so may one left out of the turn.
       ((SELECT count(*) FROM heads) > ${limit}
        OR EXISTS (SELECT 1 FROM batch b CROSS JOIN share s
                   GROUP BY b.business_id, s.n HAVING count(*) >= s.n)) AS more
