-- One affiliate's figures per day of the range, as top-affiliates.sql counts them (its
-- counted conversions and non-bot clicks, its approved commission) plus its pending
-- commission: the affiliate portal's stats (README, "For affiliates").
SELECT toString(d) AS day, sum(k) AS clicks, sum(n) AS conversions,
       toString(sum(e)) AS earned, toString(sum(p)) AS pending
FROM (
  SELECT toDate(converted_at) AS d, toUInt64(0) AS k, countIf(status IN ('pending', 'approved')) AS n,
         sumIf(net_commission_amount, status = 'approved') AS e,
         sumIf(net_commission_amount, status = 'pending') AS p
  FROM conversions FINAL
  WHERE business_id = {b:UInt64} AND converted_at >= {start:DateTime64(6, 'UTC')} AND converted_at < {end:DateTime64(6, 'UTC')}
    AND affiliate_id = {a:UInt64}
  GROUP BY d
  UNION ALL
  SELECT day AS d, sum(clicks) AS k, toUInt64(0) AS n, toDecimal128(0, 2) AS e, toDecimal128(0, 2) AS p
  FROM click_daily
  WHERE business_id = {b:UInt64} AND day >= {from:Date32} AND day <= {to:Date32} AND affiliate_id = {a:UInt64}
  GROUP BY d
)
GROUP BY d
ORDER BY d
