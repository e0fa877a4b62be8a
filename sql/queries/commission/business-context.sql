-- Everything but the link rules that commission resolution needs for one business. Driven by
-- the single platform_settings row, so a business without a settings row still resolves
-- (its rate is null and it has no tiers) instead of failing.
SELECT s.commission_rate AS business_rate,
       p.commission_rate AS platform_rate,
       coalesce((SELECT json_agg(json_build_object('id', t.id, 'min_amount', t.min_amount::text,
                        'max_amount', t.max_amount::text, 'rate', t.rate::text) ORDER BY t.min_amount)
                 FROM business_tiers t WHERE t.business_id = ${businessId}), '[]') AS business_tiers,
       coalesce((SELECT json_agg(json_build_object('id', pt.id, 'min_amount', pt.min_amount::text,
                        'max_amount', pt.max_amount::text, 'rate', pt.rate::text) ORDER BY pt.sort_order, pt.min_amount)
                 FROM platform_tiers pt), '[]') AS platform_tiers
FROM platform_settings p
LEFT JOIN business_settings s ON s.business_id = ${businessId}
WHERE p.id = 1
