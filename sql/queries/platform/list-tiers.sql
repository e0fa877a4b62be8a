SELECT id, sort_order, min_amount, max_amount, rate FROM platform_tiers ORDER BY sort_order, min_amount
