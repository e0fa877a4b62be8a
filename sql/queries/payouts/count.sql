SELECT count(*)::int AS total
FROM payouts p
WHERE p.business_id = ${businessId}
  AND (${status}::text IS NULL OR p.status = ${status})
  AND (${affiliateId}::bigint IS NULL OR p.affiliate_id = ${affiliateId})
  AND CASE WHEN p.status = 'completed' THEN p.paid_at ELSE p.created_at END >= ${start}::timestamptz
  AND CASE WHEN p.status = 'completed' THEN p.paid_at ELSE p.created_at END < ${end}::timestamptz
