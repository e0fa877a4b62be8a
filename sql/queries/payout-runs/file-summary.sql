-- What a file's header states before its rows: how many payouts of the method and their sum.
SELECT count(*)::int AS count, coalesce(sum(amount), 0)::numeric(18,2) AS total
FROM payouts
WHERE business_id = ${businessId} AND payout_run_id = ${id} AND method = ${method} AND status <> 'failed'
