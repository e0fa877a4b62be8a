-- Approved commission (net of refunds) per day of the range, for the chart's buckets.
SELECT toString(toDate(converted_at)) AS day, toString(sum(net_commission_amount)) AS commission
FROM conversions FINAL
WHERE business_id = {b:UInt64} AND converted_at >= {start:DateTime64(6, 'UTC')} AND converted_at < {end:DateTime64(6, 'UTC')}
  AND status = 'approved'
GROUP BY day
