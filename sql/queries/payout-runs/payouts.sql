-- The run's payouts, as Payout objects (payouts/view.sql's columns), in id order.
SELECT p.id, p.business_id, p.affiliate_id, a.name AS affiliate_name, p.amount, p.currency,
       p.method, p.status, p.reference, p.payout_run_id, p.paid_at, p.created_at, p.updated_at, p.version
FROM payouts p
JOIN affiliates a ON a.id = p.affiliate_id AND a.business_id = p.business_id
WHERE p.business_id = ${businessId} AND p.payout_run_id = ${id}
ORDER BY p.id
