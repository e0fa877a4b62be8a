-- Atomic cap claim: the row lock serialises racing claims and the WHERE re-checks the cap
-- (and that the rule is still active) after the wait, so conversion_count never passes
-- max_conversions.
UPDATE commission_rules
SET conversion_count = conversion_count + 1, updated_at = now()
WHERE business_id = ${businessId} AND id = ${ruleId} AND is_active
  AND (max_conversions IS NULL OR conversion_count < max_conversions)
RETURNING id, conversion_count
