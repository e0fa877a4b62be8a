-- Several conversions as orders/detail.sql shows one (the webhook events of a bulk change).
SELECT c.id, c.order_id, c.affiliate_id, c.referral_link_id, c.click_id, c.click_landing_page,
       c.click_referrer, c.click_created_at, c.customer_name, c.customer_email,
       c.subtotal, c.discount_applied, c.tax, c.order_total, c.commission_rate, c.commission_amount,
       c.currency, c.status, c.line_items, c.ip_address, c.converted_at, c.created_at, c.updated_at,
       c.version, a.name AS affiliate_name, a.referral_code AS affiliate_referral_code,
       a.commission_rate AS affiliate_commission_rate
FROM conversions c
LEFT JOIN affiliates a ON a.id = c.affiliate_id AND a.business_id = c.business_id
WHERE c.business_id = ${businessId} AND c.id = ANY(${ids}::bigint[])
ORDER BY c.id
