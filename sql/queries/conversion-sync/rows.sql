-- Conversions as their ClickHouse rows (current version), with the link's campaign.
SELECT c.business_id, c.id, c.order_id, coalesce(c.affiliate_id, 0) AS affiliate_id,
       coalesce(c.referral_link_id, 0) AS referral_link_id, coalesce(c.click_id, 0) AS click_id,
       coalesce(c.visitor_id, '') AS visitor_id, coalesce(l.campaign, '') AS campaign,
       c.attribution, coalesce(c.subscription_id, '') AS subscription_id, c.status,
       c.subtotal, c.discount_applied, c.tax, c.order_total, c.commission_rate, c.commission_amount,
       c.refunded_amount, c.net_commission_amount, c.currency, c.exchange_rate, c.commission_currency,
       coalesce(c.converted_order_total, c.order_total) AS converted_order_total,
       coalesce((SELECT array_agg(coalesce(li->>'product_id', '') ORDER BY o)
                 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(c.line_items) = 'array' THEN c.line_items ELSE '[]' END)
                 WITH ORDINALITY AS t(li, o)), '{}') AS product_ids,
       coalesce((SELECT array_agg(coalesce(li->>'name', '') ORDER BY o)
                 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(c.line_items) = 'array' THEN c.line_items ELSE '[]' END)
                 WITH ORDINALITY AS t(li, o)), '{}') AS product_names,
       c.risk_reasons, coalesce(c.fraud_rejected_rule, '') AS fraud_rejected_rule,
       c.converted_at, c.created_at, c.updated_at, c.version
FROM conversions c
LEFT JOIN referral_links l ON l.id = c.referral_link_id AND l.business_id = c.business_id
WHERE c.business_id = ${businessId} AND c.id IN (${ids:csv})
ORDER BY c.id
