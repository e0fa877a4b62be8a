-- The active businesses with a payout schedule, and which.
SELECT s.business_id, s.payout_schedule
FROM business_settings s
JOIN businesses b ON b.id = s.business_id
WHERE s.payout_schedule IS NOT NULL AND b.is_active
ORDER BY s.business_id
