-- Due deliveries, claimed for jobs. A healthy endpoint has at most ${perEndpoint} in flight. A
-- degraded one, with a failed delivery waiting for its retry, or slow (its last job took 2 s or
-- more; a new endpoint until its first quick answer), has at most ${perDegradedEndpoint}, and all
-- the degraded endpoints of one business share ${perBusinessDegraded} between them, in id order:
-- a business whose endpoints hang or crawl holds a few worker slots, never the queue, however
-- many endpoints it has. A claim is a lease (claimed_until); a job that never reports back lets
-- it lapse and the delivery is claimed again. Each endpoint is a few index probes, whatever its
-- backlog.
WITH ep AS (
  SELECT w.id AS endpoint_id, w.business_id,
         w.slow OR EXISTS (SELECT 1 FROM webhook_deliveries r
                           WHERE r.endpoint_id = w.id AND r.status = 'pending' AND r.attempts > 0) AS degraded,
         (SELECT count(*) FROM webhook_deliveries f
          WHERE f.endpoint_id = w.id AND f.status = 'pending' AND f.claimed_until > now())::int AS busy
  FROM webhook_endpoints w
), wants AS (
  -- What a degraded endpoint could take now: its room, but no more than it has due.
  SELECT ep.*,
         CASE WHEN ep.degraded THEN
           least(greatest(${perDegradedEndpoint} - ep.busy, 0),
                 (SELECT count(*) FROM (
                    SELECT 1 FROM webhook_deliveries d
                    WHERE d.endpoint_id = ep.endpoint_id AND d.status = 'pending' AND d.next_attempt_at <= now()
                      AND (d.claimed_until IS NULL OR d.claimed_until <= now())
                    ORDER BY d.next_attempt_at, d.id
                    LIMIT ${perDegradedEndpoint}) due)::int)
         END AS want
  FROM ep
), room AS (
  SELECT endpoint_id,
         CASE WHEN NOT degraded THEN ${perEndpoint} - busy
              ELSE least(want,
                         ${perBusinessDegraded}
                         - sum(busy) OVER (PARTITION BY business_id, degraded)
                         - coalesce(sum(want) OVER (PARTITION BY business_id, degraded ORDER BY endpoint_id
                                                    ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0))
         END AS n
  FROM wants
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
  -- By primary key (ARRAY(…), not IN or a join, which the planner would answer with a scan of
  -- the whole backlog), and again in the UPDATE.
  SELECT id FROM webhook_deliveries
  WHERE id = ANY (ARRAY(SELECT id FROM picked)) AND status = 'pending'
    AND (claimed_until IS NULL OR claimed_until <= now())
  FOR UPDATE SKIP LOCKED
)
UPDATE webhook_deliveries d
SET claimed_until = now() + ${leaseSeconds} * interval '1 second', dispatches = d.dispatches + 1
WHERE d.id = ANY (ARRAY(SELECT id FROM locked))
RETURNING d.id, d.endpoint_id, d.dispatches
