-- Everything but the link rules that commission resolution needs for one business.
SELECT s.commission_rate AS business_rate,
       (SELECT commission_rate FROM platform_settings WHERE id = 1) AS platform_rate,
       coalesce((SELECT json_agg(json_build_object('id', t.id, 'min_amount', t.min_amount::text,
                        'max_amount', t.max_amount::text, 'rate', t.rate::text) ORDER BY t.min_amount)
                 FROM business_tiers t WHERE t.business_id = s.business_id), '[]') AS business_tiers,
       coalesce((SELECT json_agg(json_build_object('id', p.id, 'min_amount', p.min_amount::text,
                        'max_amount', p.max_amount::text, 'rate', p.rate::text) ORDER BY p.sort_order, p.min_amount)
                 FROM platform_tiers p), '[]') AS platform_tiers
FROM business_settings s
WHERE s.business_id = ${businessId}
