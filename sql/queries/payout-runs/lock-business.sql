-- Runs of one business are made one at a time (held to the end of the transaction): a second
-- run waits for the first to commit and then finds the balances it paid already consumed.
SELECT pg_advisory_xact_lock(hashtextextended('payout-run', ${businessId}))
