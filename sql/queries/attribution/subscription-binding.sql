-- A subscription's binding, and whether ${convertedAt} falls in its renewal window: at most
-- recurring_commission_months calendar months after the first conversion, counted in UTC with
-- the edge included (the cookie window's rule); 0 = no renewal earns, null = no limit.
SELECT b.affiliate_id AS id, a.status, a.deleted_at IS NOT NULL AS deleted, b.referral_link_id,
       s.recurring_commission_rate AS recurring_rate,
       CASE
         WHEN s.recurring_commission_months IS NULL THEN true
         WHEN s.recurring_commission_months = 0 THEN false
         ELSE ${convertedAt}::timestamptz <=
              ((b.first_converted_at AT TIME ZONE 'UTC')
                + make_interval(months => s.recurring_commission_months)) AT TIME ZONE 'UTC'
       END AS in_window
FROM subscription_bindings b
JOIN affiliates a ON a.id = b.affiliate_id AND a.business_id = b.business_id
LEFT JOIN business_settings s ON s.business_id = b.business_id
WHERE b.business_id = ${businessId} AND b.subscription_id = ${subscriptionId}
