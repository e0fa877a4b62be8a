-- A new run; a scheduled one names its boundary, and a boundary that has its run already
-- makes nothing (no row).
INSERT INTO payout_runs (business_id, currency, method, minimum, scheduled_for, created_at)
VALUES (${businessId}, ${currency}, ${method}, ${minimum}, ${scheduledFor}, ${now})
ON CONFLICT (business_id, scheduled_for) WHERE scheduled_for IS NOT NULL DO NOTHING
RETURNING id
