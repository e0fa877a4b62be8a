-- Records the versions a sync job inserted into ClickHouse; never moves a row's mark back.
-- Rows another transaction holds (a status change under way) are skipped rather than waited
-- for: that change raises the version and queues its own sync, which marks it. So this never
-- waits on, or deadlocks with, a bulk approval locking the same rows.
WITH lockable AS (
  SELECT id FROM ${table:name}
  WHERE business_id = ${businessId} AND id = ANY(${ids}::bigint[])
  ORDER BY id
  FOR UPDATE SKIP LOCKED
)
UPDATE ${table:name} t SET synced_version = v.version
FROM lockable l, unnest(${ids}::bigint[], ${versions}::integer[]) AS v(id, version)
WHERE t.id = l.id AND v.id = l.id AND t.synced_version < v.version
