-- A page of the payouts report, newest first (its filter: payout-filter.sql).
-- Aliases differ from column names: ClickHouse resolves aliases in WHERE and ORDER BY too.
SELECT id, affiliate_id, affiliate_name, toString(amount) AS amount_text, currency, method, status,
  reference, payout_run_id, formatDateTime(paid_at, '%Y-%m-%dT%H:%i:%S.%f', 'UTC') AS paid_at_text,
  formatDateTime(created_at, '%Y-%m-%dT%H:%i:%S.%f', 'UTC') AS created_at_text
FROM payouts FINAL
WHERE ${filter:raw}
ORDER BY created_at DESC, id DESC
LIMIT {limit:UInt32} OFFSET {offset:UInt64}
