-- Moves the given conversions from pending to ${to} and writes one audit entry for each, in
-- one statement. Only rows still pending change: a concurrent change of the same row makes
-- this one wait for its lock, then re-check the status and skip it (READ COMMITTED
-- re-evaluates the WHERE on the row's newest version). Each change raises the version that
-- ClickHouse keeps the latest of.
WITH changed AS (
  UPDATE conversions c
  SET status = ${to}, version = c.version + 1, updated_at = now()
  WHERE c.business_id = ${businessId} AND c.id = ANY (${ids}::bigint[]) AND c.status = 'pending'
  RETURNING c.id, c.order_id, c.status, c.commission_amount, c.updated_at, c.version
), audit AS (
  INSERT INTO audit_log (business_id, kind, entity_type, entity_id, actor, data)
  SELECT ${businessId}, 'status_changed', 'conversion', ch.id, ${actor},
         jsonb_build_object('from', 'pending', 'to', ${to}::text, 'order_id', ch.order_id,
                            'action', ${action}::text, 'bulk', ${bulk}::boolean) || ${extra}::jsonb
  FROM changed ch
)
SELECT id, order_id, status, commission_amount, updated_at, version FROM changed ORDER BY id
