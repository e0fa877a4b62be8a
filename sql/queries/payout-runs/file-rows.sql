-- The rows of a run's file: its payouts of the method not failed, with the sealed details they
-- were made for, in id order (read through a cursor).
SELECT p.id, p.amount, p.currency, p.details_sealed, a.name AS affiliate_name
FROM payouts p
JOIN affiliates a ON a.id = p.affiliate_id AND a.business_id = p.business_id
WHERE p.business_id = ${businessId} AND p.payout_run_id = ${id} AND p.method = ${method} AND p.status <> 'failed'
ORDER BY p.id
