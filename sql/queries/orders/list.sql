-- One page of the Order objects; ${where:raw} is filter.sql, composed in at load. ${orderBy}
-- is built from a fixed list of sort keys (constant SQL, no values).
SELECT c.id, c.order_id, c.affiliate_id, c.customer_name, c.customer_email,
       c.subtotal, c.discount_applied, c.tax, c.order_total, c.commission_rate, c.commission_amount,
       c.refunded_amount, c.net_commission_amount, c.exchange_rate, c.commission_currency,
       c.currency, c.status, c.converted_at, c.created_at, c.risk_reasons, c.attribution,
       a.name AS affiliate_name, a.referral_code AS affiliate_referral_code
FROM conversions c
LEFT JOIN affiliates a ON a.id = c.affiliate_id AND a.business_id = c.business_id
WHERE ${where:raw}
ORDER BY ${orderBy:raw}
LIMIT ${limit} OFFSET ${offset}
