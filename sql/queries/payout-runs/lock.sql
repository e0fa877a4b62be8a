SELECT id, status FROM payout_runs WHERE business_id = ${businessId} AND id = ${id} FOR UPDATE
