-- The first tier of the business whose half-open range [min_amount, max_amount) meets the
-- given one; a null max is unlimited. Touching ranges ([0,100) and [100,…)) do not overlap.
SELECT id, min_amount, max_amount FROM business_tiers
WHERE business_id = ${businessId}
  AND id IS DISTINCT FROM ${excludeId}::bigint
  AND (${max}::numeric IS NULL OR min_amount < ${max}::numeric)
  AND (max_amount IS NULL OR ${min}::numeric < max_amount)
ORDER BY min_amount
LIMIT 1
