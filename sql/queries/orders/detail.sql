-- Conversions with what the Order object and its detail view show: by internal ids (one for
-- GET /v1/orders/{id}, several for the webhook events of a bulk change) or by external order id.
-- One of ${ids} and ${orderId} is given; the other is null and folds away.
SELECT c.id, c.order_id, c.affiliate_id, c.referral_link_id, c.click_id, c.click_landing_page,
       c.click_referrer, c.click_created_at, c.customer_name, c.customer_email,
       c.subtotal, c.discount_applied, c.tax, c.order_total, c.commission_rate, c.commission_amount,
       c.refunded_amount, c.net_commission_amount,
       c.currency, c.status, c.line_items, c.ip_address, c.converted_at, c.created_at, c.updated_at,
       c.version, c.attribution, c.subscription_id, a.name AS affiliate_name, a.referral_code AS affiliate_referral_code,
       a.commission_rate AS affiliate_commission_rate
FROM conversions c
LEFT JOIN affiliates a ON a.id = c.affiliate_id AND a.business_id = c.business_id
WHERE c.business_id = ${businessId}
  AND (${ids} IS NULL OR c.id = ANY(${ids}::bigint[]))
  AND (${orderId} IS NULL OR c.order_id = ${orderId})
ORDER BY c.id
