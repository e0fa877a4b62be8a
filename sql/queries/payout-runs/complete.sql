-- Completes every payout of the run still pending (each change raises the version ClickHouse
-- keeps the latest of) and the run itself; answers the payouts changed.
WITH changed AS (
  UPDATE payouts
  SET status = 'completed', paid_at = ${now}, reference = coalesce(${reference}, reference),
      updated_at = ${now}, version = version + 1
  WHERE business_id = ${businessId} AND payout_run_id = ${id} AND status = 'pending'
  RETURNING id, version
), run AS (
  UPDATE payout_runs SET status = 'completed', completed_at = ${now}, reference = ${reference}
  WHERE business_id = ${businessId} AND id = ${id}
  RETURNING id
)
SELECT c.id, c.version FROM changed c, run
