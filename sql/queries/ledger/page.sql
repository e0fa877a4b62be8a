-- A page of the ledger, newest first, by seq range: as fast on page 1000 as on page 1.
SELECT l.id, l.type, l.amount, l.balance_after, c.order_id, l.payout_id, l.memo, l.created_at
FROM ledger_entries l
LEFT JOIN conversions c ON c.id = l.conversion_id AND c.business_id = l.business_id
WHERE l.business_id = ${businessId} AND l.affiliate_id = ${affiliateId}
  AND l.seq <= ${top} AND l.seq > ${top} - ${limit}
ORDER BY l.seq DESC
