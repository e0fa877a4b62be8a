-- One statement for the whole run: every active affiliate's balance (its latest ledger entry),
-- a pending payout of the whole balance for each eligible one (balance ≥ max(minimum, 0.01)
-- and a payout method, of the run's method when it has one), and the affiliates with a positive balance
-- left out, by reason (no method wins; another method than the run's is not counted).
WITH active AS (
  SELECT a.id AS affiliate_id, pm.method, pm.details_sealed, coalesce(l.balance_after, 0) AS balance
  FROM affiliates a
  LEFT JOIN affiliate_payout_methods pm ON pm.business_id = a.business_id AND pm.affiliate_id = a.id
  LEFT JOIN LATERAL (
    SELECT e.balance_after FROM ledger_entries e
    WHERE e.business_id = a.business_id AND e.affiliate_id = a.id
    ORDER BY e.seq DESC LIMIT 1
  ) l ON TRUE
  WHERE a.business_id = ${businessId} AND a.status = 'active' AND a.deleted_at IS NULL
), classed AS (
  SELECT affiliate_id, method, details_sealed, balance,
         CASE WHEN balance <= 0 THEN NULL
              WHEN method IS NULL THEN 'no_method'
              WHEN ${method}::text IS NOT NULL AND method <> ${method}::text THEN NULL
              WHEN balance < greatest(${minimum}::numeric, 0.01) THEN 'below_minimum'
              ELSE 'pay' END AS class
  FROM active
), made AS (
  INSERT INTO payouts (business_id, affiliate_id, amount, currency, method, payout_run_id, details_sealed,
                       created_at, updated_at)
  SELECT ${businessId}, affiliate_id, balance, ${currency}, method, ${runId}, details_sealed, ${now}, ${now}
  FROM classed
  WHERE class = 'pay'
  ORDER BY affiliate_id
  RETURNING id, amount
)
SELECT coalesce((SELECT array_agg(id ORDER BY id) FROM made), '{}') AS payout_ids,
       (SELECT count(*) FROM made)::int AS payout_count,
       (SELECT coalesce(sum(amount), 0) FROM made)::numeric(18,2) AS total,
       (SELECT count(*) FROM classed WHERE class = 'below_minimum')::int AS below_minimum,
       (SELECT count(*) FROM classed WHERE class = 'no_method')::int AS no_method
