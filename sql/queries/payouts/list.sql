-- The payouts list (same rules as the payouts report: completed ones are filtered by paid_at,
-- pending and failed ones by created_at), newest first.
SELECT p.id, p.business_id, p.affiliate_id, a.name AS affiliate_name, p.amount, p.currency,
       p.method, p.status, p.reference, p.payout_run_id, p.paid_at, p.created_at, p.updated_at, p.version
FROM payouts p
JOIN affiliates a ON a.id = p.affiliate_id AND a.business_id = p.business_id
WHERE p.business_id = ${businessId}
  AND (${status}::text IS NULL OR p.status = ${status})
  AND (${affiliateId}::bigint IS NULL OR p.affiliate_id = ${affiliateId})
  AND CASE WHEN p.status = 'completed' THEN p.paid_at ELSE p.created_at END >= ${start}::timestamptz
  AND CASE WHEN p.status = 'completed' THEN p.paid_at ELSE p.created_at END < ${end}::timestamptz
ORDER BY p.created_at DESC, p.id DESC
LIMIT ${limit} OFFSET ${offset}
