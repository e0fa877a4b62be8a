SELECT id, status FROM payouts WHERE business_id = ${businessId} AND id = ${id} FOR UPDATE
