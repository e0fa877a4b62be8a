-- The one lock of the ledger's writers (api/ledger/append-ledger.ts): the affiliates rows
-- whose ledgers are about to grow or be read for a spend — the given ones, those of the given
-- conversions and payouts, and with `everyActive` all the business's active affiliates (a
-- payout run) — in id order (so concurrent appenders queue rather than deadlock), for the rest
-- of the transaction. Run as its own statement before reading a ledger's head: under READ
-- COMMITTED the next statement then sees every entry committed before the lock was granted.
-- NO KEY UPDATE leaves conversions that reference the affiliate free to be recorded meanwhile.
-- `deleted` tells a payout (which only a live affiliate may get) from an adjustment.
SELECT a.id, a.deleted_at IS NOT NULL AS deleted
FROM affiliates a
WHERE a.business_id = ${businessId}
  AND (a.id IN (SELECT unnest(${affiliateIds}::bigint[])
                UNION
                SELECT c.affiliate_id FROM conversions c
                WHERE c.business_id = ${businessId} AND c.id = ANY (${conversionIds}::bigint[])
                UNION
                SELECT p.affiliate_id FROM payouts p
                WHERE p.business_id = ${businessId} AND p.id = ANY (${payoutIds}::bigint[]))
       OR (${everyActive} AND a.status = 'active' AND a.deleted_at IS NULL))
ORDER BY a.id
FOR NO KEY UPDATE
