-- What the Order object and its detail view show, over the conversion rows ${rows:raw} gives:
-- a SELECT of conversions (orders/detail-rows.sql), or the recording's UPDATE … RETURNING *
-- (conversion-recording/apply-commission.sql), so the row just written is read in the same
-- statement. A side-effect-free CTE is inlined by the planner.
WITH c AS ${rows:raw}
SELECT c.id, c.order_id, c.affiliate_id, c.referral_link_id, c.click_id, c.click_landing_page,
       c.click_referrer, c.click_created_at, c.customer_name, c.customer_email,
       c.subtotal, c.discount_applied, c.tax, c.order_total, c.commission_rate, c.commission_amount,
       c.refunded_amount, c.net_commission_amount, c.exchange_rate, c.commission_currency,
       c.currency, c.status, c.line_items, c.ip_address, c.converted_at, c.created_at, c.updated_at,
       c.version, c.attribution, c.subscription_id, c.risk_reasons, a.name AS affiliate_name,
       a.referral_code AS affiliate_referral_code, a.commission_rate AS affiliate_commission_rate
FROM c
LEFT JOIN affiliates a ON a.id = c.affiliate_id AND a.business_id = c.business_id
ORDER BY c.id
