-- Every conversion of any status counts toward total_earned; the range is on converted_at,
-- inclusive of whole UTC days. Both sums are net of refunds (README, "Refunds, clawbacks and
-- balances"): a refund's reversed commission was never earned.
SELECT coalesce(sum(net_commission_amount), 0) AS total_earned,
       coalesce(sum(net_commission_amount) FILTER (WHERE status = 'pending'), 0) AS pending_payout,
       count(*) AS total_orders
FROM conversions
WHERE business_id = ${businessId} AND affiliate_id = ${affiliateId}
  AND (${dateFrom}::date IS NULL OR converted_at >= ${dateFrom}::date)
  AND (${dateTo}::date IS NULL OR converted_at < ${dateTo}::date + 1)
