-- A page of GET /v1/clicks, newest first, under its filter (list-filter.sql). created_iso is
-- not aliased created_at: the alias would shadow the column in WHERE and ORDER BY.
SELECT id, referral_link_id, affiliate_id, campaign, landing_page, referrer, device, country, quality,
       formatDateTime(created_at, '%Y-%m-%dT%H:%i:%S.%fZ', 'UTC') AS created_iso
FROM clicks FINAL WHERE ${filter:raw}
ORDER BY created_at DESC, id DESC
LIMIT {limit:UInt32} OFFSET {offset:UInt64}
