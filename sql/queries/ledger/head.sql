-- The affiliate's latest entry: its balance and how many entries the ledger holds.
SELECT coalesce((SELECT seq FROM ledger_entries
                 WHERE business_id = ${businessId} AND affiliate_id = ${affiliateId}
                 ORDER BY seq DESC LIMIT 1), 0)::int AS entries,
       coalesce((SELECT balance_after FROM ledger_entries
                 WHERE business_id = ${businessId} AND affiliate_id = ${affiliateId}
                 ORDER BY seq DESC LIMIT 1), 0)::numeric(18,2) AS balance
