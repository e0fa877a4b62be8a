-- Many clicks of one business at once (the events loader's misses), narrowed to the days
-- their ids name; one row per id.
SELECT id, business_id, referral_link_id, affiliate_id, visitor_id, campaign, landing_page, referrer, is_bot, quality,
       formatDateTime(created_at, '%Y-%m-%d %H:%i:%S.%f', 'UTC') AS created_at
FROM clicks
WHERE business_id = {b:UInt64} AND toDate(clicks.created_at) IN {days:Array(Date)} AND id IN {ids:Array(UInt64)}
LIMIT 1 BY id
