-- GET /v1/affiliates/{id}/balance: each part is an index read (the latest entry, the pending
-- orders' partial index, the affiliate's payouts).
SELECT coalesce((SELECT balance_after FROM ledger_entries
                 WHERE business_id = ${businessId} AND affiliate_id = ${affiliateId}
                 ORDER BY seq DESC LIMIT 1), 0)::numeric(18,2) AS balance,
       coalesce((SELECT sum(net_commission_amount) FROM conversions
                 WHERE business_id = ${businessId} AND affiliate_id = ${affiliateId} AND status = 'pending'), 0)::numeric(18,2) AS pending,
       coalesce((SELECT sum(amount) FROM payouts
                 WHERE business_id = ${businessId} AND affiliate_id = ${affiliateId} AND status = 'completed'), 0)::numeric(18,2) AS paid,
       coalesce((SELECT sum(amount) FROM payouts
                 WHERE business_id = ${businessId} AND affiliate_id = ${affiliateId} AND status = 'pending'), 0)::numeric(18,2) AS in_payout
