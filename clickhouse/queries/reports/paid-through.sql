-- Completed payouts paid up to the end of the range: the paid side of the balance.
SELECT toString(sum(amount)) AS paid
FROM payouts FINAL
WHERE business_id = {b:UInt64} AND status = 'completed' AND paid_at < {end:DateTime64(6, 'UTC')}
