-- Due deliveries, at most ${perEndpoint} in flight per endpoint, and ${perFailingEndpoint}
-- for an endpoint with a failed delivery waiting for its retry: a slow or dead endpoint holds
-- a few workers at most, never the queue. A claim is a lease (claimed_until); a job that
-- never reports back lets it lapse and the delivery is claimed again. Each endpoint is a few
-- index probes, whatever its backlog.
WITH room AS (
  SELECT w.id AS endpoint_id,
         CASE WHEN EXISTS (SELECT 1 FROM webhook_deliveries r
                           WHERE r.endpoint_id = w.id AND r.status = 'pending' AND r.attempts > 0)
              THEN ${perFailingEndpoint} ELSE ${perEndpoint} END
         - (SELECT count(*) FROM webhook_deliveries f
            WHERE f.endpoint_id = w.id AND f.status = 'pending' AND f.claimed_until > now())::int AS n
  FROM webhook_endpoints w
), picked AS (
  SELECT due.id
  FROM room
  CROSS JOIN LATERAL (
    SELECT d.id FROM webhook_deliveries d
    WHERE d.endpoint_id = room.endpoint_id AND d.status = 'pending' AND d.next_attempt_at <= now()
      AND (d.claimed_until IS NULL OR d.claimed_until <= now())
    ORDER BY d.next_attempt_at, d.id
    LIMIT greatest(room.n, 0)
  ) due
  LIMIT ${limit}
), locked AS (
  SELECT id FROM webhook_deliveries
  WHERE id IN (SELECT id FROM picked) AND status = 'pending'
    AND (claimed_until IS NULL OR claimed_until <= now())
  FOR UPDATE SKIP LOCKED
)
UPDATE webhook_deliveries d
SET claimed_until = now() + ${leaseSeconds} * interval '1 second', dispatches = d.dispatches + 1
FROM locked
WHERE d.id = locked.id
RETURNING d.id, d.endpoint_id, d.dispatches
