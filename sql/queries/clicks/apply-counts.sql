-- One flush of the Redis click counters in one statement. The flush id is recorded per
-- business first; a business whose row already exists (the flush was retried after it
-- committed, or runs twice at once: the second waits on the first's key, then skips) gets no
-- update, so no click is ever counted twice.
WITH u AS (
  SELECT * FROM unnest(${linkIds}::bigint[], ${businessIds}::bigint[], ${counts}::bigint[]) AS u (id, business_id, n)
), fresh AS (
  INSERT INTO click_count_flushes (flush_id, business_id)
  SELECT DISTINCT ${flushId}, business_id FROM u
  ON CONFLICT DO NOTHING
  RETURNING business_id
)
UPDATE referral_links l
SET click_count = l.click_count + u.n
FROM u JOIN fresh f ON f.business_id = u.business_id
WHERE l.id = u.id AND l.business_id = u.business_id
