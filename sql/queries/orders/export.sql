-- Every row of the orders CSV, newest first; read through a cursor (sql/stream.ts).
-- ${where:raw} is filter.sql, composed in at load.
SELECT c.id, c.order_id, a.name AS affiliate_name, a.referral_code AS affiliate_referral_code,
       c.customer_name, c.customer_email, c.subtotal, c.discount_applied, c.order_total,
       c.commission_rate, c.commission_amount, c.currency, c.status, c.converted_at,
       c.attribution, c.subscription_id,
       c.refunded_amount, c.net_commission_amount, c.exchange_rate, c.commission_currency
FROM conversions c
LEFT JOIN affiliates a ON a.id = c.affiliate_id AND a.business_id = c.business_id
WHERE ${where:raw}
ORDER BY c.converted_at DESC, c.id DESC
