-- Events past retention, a bounded batch at a time; their deliveries go with them.
WITH old AS (
  SELECT id FROM webhook_events WHERE created_at < ${before}::timestamptz ORDER BY created_at LIMIT ${limit}
)
DELETE FROM webhook_events e USING old WHERE e.id = old.id
