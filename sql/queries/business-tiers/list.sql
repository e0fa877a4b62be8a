SELECT id, sort_order, min_amount, max_amount, rate FROM business_tiers WHERE business_id = ${businessId} ORDER BY sort_order, id
