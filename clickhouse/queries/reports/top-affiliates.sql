-- Affiliates ranked by approved commission earned in the range, with their counted
-- conversions (pending or approved) and non-bot clicks (click_daily); only those with a
-- conversion or a click; the excluded ids (deleted affiliates) left out.
SELECT affiliate_id, sum(e) AS total_earned, toString(total_earned) AS earned, sum(n) AS conversions, sum(k) AS clicks
FROM (
  SELECT affiliate_id, sumIf(net_commission_amount, status = 'approved') AS e,
         countIf(status IN ('pending', 'approved')) AS n, toUInt64(0) AS k
  FROM conversions FINAL
  WHERE business_id = {b:UInt64} AND converted_at >= {start:DateTime64(6, 'UTC')} AND converted_at < {end:DateTime64(6, 'UTC')}
    AND affiliate_id != 0
  GROUP BY affiliate_id
  UNION ALL
  SELECT affiliate_id, toDecimal128(0, 2) AS e, toUInt64(0) AS n, sum(clicks) AS k
  FROM click_daily
  WHERE business_id = {b:UInt64} AND day >= {from:Date32} AND day <= {to:Date32} AND affiliate_id != 0
  GROUP BY affiliate_id
)
WHERE NOT has({excluded:Array(UInt64)}, affiliate_id)
GROUP BY affiliate_id
HAVING conversions > 0 OR clicks > 0
ORDER BY total_earned DESC, conversions DESC, clicks DESC, affiliate_id ASC
LIMIT {limit:UInt32}
