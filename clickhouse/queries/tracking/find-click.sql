-- The click with this id in this business, on the day its id names (its partition and key
-- range). The formatted created_at alias would shadow the column in WHERE and ORDER BY, so
-- those name the column as clicks.created_at (in every click read of this folder).
SELECT id, business_id, referral_link_id, affiliate_id, visitor_id, campaign, landing_page, referrer, is_bot, quality,
       formatDateTime(created_at, '%Y-%m-%d %H:%i:%S.%f', 'UTC') AS created_at
FROM clicks
WHERE business_id = {b:UInt64} AND toDate(clicks.created_at) = {d:Date} AND id = {id:UInt64}
LIMIT 1
