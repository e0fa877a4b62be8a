INSERT INTO platform_tiers (sort_order, min_amount, max_amount, rate)
VALUES (${sortOrder}, ${minAmount}, ${maxAmount}, ${rate})
