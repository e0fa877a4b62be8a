-- Locks the affiliates rows whose ledgers are about to grow, in id order (so concurrent
-- appenders queue rather than deadlock), for the rest of the transaction. Run as its own
-- statement before reading a ledger's head: under READ COMMITTED the next statement then sees
-- every entry committed before the lock was granted. NO KEY UPDATE leaves conversions that
-- reference the affiliate free to be recorded meanwhile.
SELECT a.id
FROM affiliates a
WHERE a.business_id = ${businessId}
  AND a.id IN (SELECT unnest(${affiliateIds}::bigint[])
               UNION
               SELECT c.affiliate_id FROM conversions c
               WHERE c.business_id = ${businessId} AND c.id = ANY (${conversionIds}::bigint[]))
ORDER BY a.id
FOR NO KEY UPDATE
