-- Entries for many affiliates in one statement, however many orders a batch approves or
-- payouts a run makes. `entries` (commission-entries.sql, payout-entries.sql) names each
-- new entry's affiliate, type, signed amount, conversion or payout, and `ord`, its order among
-- the affiliate's new entries. The affiliates' rows are locked (lock-affiliates.sql); each
-- affiliate's entries continue its seq and running balance from its latest entry.
WITH n AS ${entries:raw}, head AS (
  SELECT a.affiliate_id, coalesce(l.seq, 0) AS seq, coalesce(l.balance_after, 0) AS balance
  FROM (SELECT DISTINCT affiliate_id FROM n) a
  LEFT JOIN LATERAL (
    SELECT e.seq, e.balance_after FROM ledger_entries e
    WHERE e.business_id = ${businessId} AND e.affiliate_id = a.affiliate_id
    ORDER BY e.seq DESC LIMIT 1
  ) l ON TRUE
)
INSERT INTO ledger_entries (business_id, affiliate_id, seq, type, amount, balance_after, conversion_id,
                            payout_id, created_at)
SELECT ${businessId}, n.affiliate_id, h.seq + row_number() OVER w, n.type, n.amount,
       h.balance + sum(n.amount) OVER w, n.conversion_id, n.payout_id, now()
FROM n
JOIN head h ON h.affiliate_id = n.affiliate_id
WINDOW w AS (PARTITION BY n.affiliate_id ORDER BY n.ord ROWS UNBOUNDED PRECEDING)
ORDER BY n.affiliate_id, n.ord
