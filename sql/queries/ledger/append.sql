-- One entry after the affiliate's latest (its row locked by lock-affiliates.sql), returned as
-- the ledger lists it.
WITH head AS (
  SELECT coalesce(l.seq, 0) AS seq, coalesce(l.balance_after, 0) AS balance
  FROM (SELECT 1) one
  LEFT JOIN LATERAL (
    SELECT e.seq, e.balance_after FROM ledger_entries e
    WHERE e.business_id = ${businessId} AND e.affiliate_id = ${affiliateId}
    ORDER BY e.seq DESC LIMIT 1
  ) l ON TRUE
), ins AS (
  INSERT INTO ledger_entries (business_id, affiliate_id, seq, type, amount, balance_after,
                              conversion_id, payout_id, memo, created_at)
  SELECT ${businessId}, ${affiliateId}, h.seq + 1, ${type}, ${amount}::numeric, h.balance + ${amount}::numeric,
         ${conversionId}, ${payoutId}, ${memo}, now()
  FROM head h
  RETURNING id, business_id, type, amount, balance_after, conversion_id, payout_id, memo, created_at
)
SELECT i.id, i.type, i.amount, i.balance_after, c.order_id, i.payout_id, i.memo, i.created_at
FROM ins i
LEFT JOIN conversions c ON c.id = i.conversion_id AND c.business_id = i.business_id
