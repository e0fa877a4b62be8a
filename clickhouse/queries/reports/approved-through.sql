-- Approved commission (net of refunds) of every conversion up to the end of the range: the
-- owed side of the balance.
SELECT toString(sum(net_commission_amount)) AS approved
FROM conversions FINAL
WHERE business_id = {b:UInt64} AND converted_at < {end:DateTime64(6, 'UTC')} AND status = 'approved'
