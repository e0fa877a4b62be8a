-- The next batch of the business's pending, unflagged conversions that auto-approval may approve,
-- locked for the calling transaction. SKIP LOCKED passes over rows another transaction
-- holds (a merchant's approve, a concurrent batch), so nothing waits and nothing is claimed
-- twice; the keyset (${afterAt}, ${afterId}) walks forward so rows outside the amount
-- bounds are read once per run, not once per batch. Bounds are in the business currency,
-- compared with the order total converted at recording (null: the order is in it).
SELECT c.id, c.converted_at
FROM conversions c
WHERE c.business_id = ${businessId}
  AND c.status = 'pending'
  -- A conversion a fraud rule flagged waits for the merchant.
  AND cardinality(c.risk_reasons) = 0
  AND c.converted_at <= ${cutoff}::timestamptz
  AND (${afterAt}::timestamptz IS NULL OR (c.converted_at, c.id) > (${afterAt}::timestamptz, ${afterId}::bigint))
  AND (${minAmount}::numeric IS NULL OR coalesce(c.converted_order_total, c.order_total) >= ${minAmount}::numeric)
  AND (${maxAmount}::numeric IS NULL OR coalesce(c.converted_order_total, c.order_total) <= ${maxAmount}::numeric)
ORDER BY c.converted_at, c.id
LIMIT ${limit}
FOR UPDATE OF c SKIP LOCKED
