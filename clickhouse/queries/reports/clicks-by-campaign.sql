-- Non-bot clicks of the range per campaign ('' is no campaign), from click_daily.
SELECT campaign, sum(clicks) AS clicks
FROM click_daily
WHERE business_id = {b:UInt64} AND day >= {from:Date32} AND day <= {to:Date32}
GROUP BY campaign
