-- The visitor's latest human click in this business within [from, to] (ISO 8601 texts).
SELECT id, business_id, referral_link_id, affiliate_id, visitor_id, campaign, landing_page, referrer, is_bot, quality,
       formatDateTime(created_at, '%Y-%m-%d %H:%i:%S.%f', 'UTC') AS created_at
FROM clicks
WHERE business_id = {b:UInt64} AND visitor_id = {v:String} AND is_bot = 0
  AND clicks.created_at >= parseDateTime64BestEffort({from:String}, 6, 'UTC')
  AND clicks.created_at <= parseDateTime64BestEffort({to:String}, 6, 'UTC')
ORDER BY clicks.created_at DESC, id DESC
LIMIT 1
