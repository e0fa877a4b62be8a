-- A pending payout becomes completed or failed; every change raises the version that
-- ClickHouse keeps the latest of.
UPDATE payouts
SET status = ${status},
    paid_at = CASE WHEN ${status} = 'completed' THEN ${now}::timestamptz ELSE paid_at END,
    reference = coalesce(${reference}, reference),
    updated_at = ${now},
    version = version + 1
WHERE business_id = ${businessId} AND id = ${id} AND status = 'pending'
RETURNING id, version
