-- Human clicks of one affiliate on the UTC days [from, to] (bots left out: docs/clickhouse.md),
-- for GET /v1/affiliates/{id}/stats over a dated range.
SELECT count() AS clicks FROM clicks FINAL
WHERE business_id = {b:UInt64} AND affiliate_id = {a:UInt64} AND is_bot = 0
  AND toDate(created_at) BETWEEN {from:Date} AND {to:Date}
