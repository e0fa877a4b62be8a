SELECT r.id, r.business_id, r.status, r.currency, r.method, r.minimum, r.payout_count, r.total,
       r.skipped_below_minimum, r.skipped_no_method, r.scheduled_for, r.reference, r.created_at,
       r.completed_at
FROM payout_runs r
