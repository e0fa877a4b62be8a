-- The orders CSV (spec: Orders CSV columns), newest conversion first like the list.
SELECT c.id, c.order_id, u.name AS affiliate_name, a.referral_code, c.customer_name, c.customer_email,
       c.subtotal, c.discount_applied, c.order_total, c.commission_rate, c.commission_amount, c.currency,
       c.status, c.converted_at
FROM conversions c
LEFT JOIN affiliates a ON a.id = c.affiliate_id
LEFT JOIN users u ON u.id = a.user_id
WHERE c.business_id = ${businessId}
  AND (${status}::text IS NULL OR c.status = ${status})
  AND (${affiliateId}::bigint IS NULL OR c.affiliate_id = ${affiliateId})
  AND (${start}::timestamptz IS NULL OR c.converted_at >= ${start}::timestamptz)
  AND (${end}::timestamptz IS NULL OR c.converted_at < ${end}::timestamptz)
  AND (${search}::text IS NULL OR c.order_id ILIKE ${search} OR u.name ILIKE ${search})
ORDER BY c.converted_at DESC, c.id DESC
