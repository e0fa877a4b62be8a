INSERT INTO business_tiers (business_id, sort_order, min_amount, max_amount, rate)
VALUES (${businessId}, 0, ${min}, ${max}, ${rate})
RETURNING id
