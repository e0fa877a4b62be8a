SELECT count(*)::int AS total
FROM conversions c
LEFT JOIN affiliates a ON a.id = c.affiliate_id AND a.business_id = c.business_id
WHERE c.business_id = ${businessId}
  AND (${status}::text IS NULL OR c.status = ${status})
  AND (${affiliateId}::bigint IS NULL OR c.affiliate_id = ${affiliateId})
  AND (${start}::timestamptz IS NULL OR c.converted_at >= ${start}::timestamptz)
  AND (${end}::timestamptz IS NULL OR c.converted_at < ${end}::timestamptz)
  AND (${search}::text IS NULL OR c.order_id ILIKE ${search} OR a.name ILIKE ${search})
