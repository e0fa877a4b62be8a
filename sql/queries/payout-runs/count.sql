SELECT count(*)::int AS total FROM payout_runs WHERE business_id = ${businessId}
