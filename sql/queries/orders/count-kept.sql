-- The list's total without filters, or with status only: the trigger-kept counters (008).
SELECT coalesce(sum(n), 0)::int AS total
FROM conversion_counts
WHERE business_id = ${businessId} AND (${status}::text IS NULL OR status = ${status})
