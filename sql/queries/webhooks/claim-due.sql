-- Due deliveries, at most ${perEndpoint} in flight per endpoint, and ${perFailingEndpoint}
-- for an endpoint with a failed delivery waiting for its retry: a slow or dead endpoint holds
-- a few workers at most, never the queue. A claim is a lease (claimed_until); a job that
-- never reports back lets it lapse and the delivery is claimed again.
WITH inflight AS (
  SELECT endpoint_id, count(*)::int AS n
  FROM webhook_deliveries
  WHERE status = 'pending' AND claimed_until > now()
  GROUP BY endpoint_id
), failing AS (
  SELECT DISTINCT endpoint_id FROM webhook_deliveries WHERE status = 'pending' AND attempts > 0
), due AS (
  SELECT d.id, d.endpoint_id, d.next_attempt_at,
         row_number() OVER (PARTITION BY d.endpoint_id ORDER BY d.next_attempt_at, d.id) AS rn
  FROM webhook_deliveries d
  WHERE d.status = 'pending' AND d.next_attempt_at <= now()
    AND (d.claimed_until IS NULL OR d.claimed_until <= now())
), picked AS (
  SELECT due.id
  FROM due
  LEFT JOIN inflight i ON i.endpoint_id = due.endpoint_id
  LEFT JOIN failing f ON f.endpoint_id = due.endpoint_id
  WHERE due.rn <= CASE WHEN f.endpoint_id IS NULL THEN ${perEndpoint} ELSE ${perFailingEndpoint} END
                  - coalesce(i.n, 0)
  ORDER BY due.rn, due.next_attempt_at
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
