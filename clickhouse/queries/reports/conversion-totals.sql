-- Approved commission and counted conversions (pending or approved, on a link) of the range
-- and of the preceding period, in one read of the conversions' latest versions (FINAL),
-- bounded by converted_at so only the two periods' partitions are read. Commission is net of
-- refunds, summed exactly and returned as text (docs/reports.md).
SELECT toString(sumIf(net_commission_amount, status = 'approved' AND converted_at >= {start:DateTime64(6, 'UTC')})) AS cur_commission,
       toString(sumIf(net_commission_amount, status = 'approved' AND converted_at < {start:DateTime64(6, 'UTC')})) AS prev_commission,
       countIf(referral_link_id != 0 AND status IN ('pending', 'approved') AND converted_at >= {start:DateTime64(6, 'UTC')}) AS cur_conversions,
       countIf(referral_link_id != 0 AND status IN ('pending', 'approved') AND converted_at < {start:DateTime64(6, 'UTC')}) AS prev_conversions
FROM conversions FINAL
WHERE business_id = {b:UInt64} AND converted_at >= {prevStart:DateTime64(6, 'UTC')} AND converted_at < {end:DateTime64(6, 'UTC')}
