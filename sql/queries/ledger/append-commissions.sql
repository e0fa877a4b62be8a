-- A commission entry (the order's net) for each of the given conversions that is approved,
-- has an affiliate and a non-zero net: one statement however many orders a batch approves.
-- The affiliates' rows are locked (lock-affiliates.sql); each affiliate's entries continue its
-- seq and running balance from its latest entry, in conversion id order.
WITH approved AS (
  SELECT c.id, c.affiliate_id, c.net_commission_amount AS amount
  FROM conversions c
  WHERE c.business_id = ${businessId} AND c.id = ANY (${conversionIds}::bigint[]) AND c.status = 'approved'
    AND c.affiliate_id IS NOT NULL AND c.net_commission_amount <> 0
), head AS (
  SELECT a.affiliate_id, coalesce(l.seq, 0) AS seq, coalesce(l.balance_after, 0) AS balance
  FROM (SELECT DISTINCT affiliate_id FROM approved) a
  LEFT JOIN LATERAL (
    SELECT e.seq, e.balance_after FROM ledger_entries e
    WHERE e.business_id = ${businessId} AND e.affiliate_id = a.affiliate_id
    ORDER BY e.seq DESC LIMIT 1
  ) l ON TRUE
)
INSERT INTO ledger_entries (business_id, affiliate_id, seq, type, amount, balance_after, conversion_id, created_at)
SELECT ${businessId}, n.affiliate_id, h.seq + row_number() OVER w, 'commission', n.amount,
       h.balance + sum(n.amount) OVER w, n.id, now()
FROM approved n
JOIN head h ON h.affiliate_id = n.affiliate_id
WINDOW w AS (PARTITION BY n.affiliate_id ORDER BY n.id ROWS UNBOUNDED PRECEDING)
ORDER BY n.affiliate_id, n.id
