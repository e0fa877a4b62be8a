-- The business's active affiliates, locked in id order like lock-affiliates.sql of the ledger
-- (so a run and single payouts or approvals queue rather than deadlock). Its own statement:
-- the balances read next see every entry committed before the locks were granted.
SELECT a.id
FROM affiliates a
WHERE a.business_id = ${businessId} AND a.status = 'active' AND a.deleted_at IS NULL
ORDER BY a.id
FOR NO KEY UPDATE
