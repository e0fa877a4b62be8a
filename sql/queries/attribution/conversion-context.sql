-- What attributing a conversion reads from PostgreSQL before any click, in one round trip:
-- the cookie window (30 days when the settings row is missing), the subscription's binding
-- and the live coupon (any letter case, coupons_code_key) named by the order, if any.
-- in_window: ${convertedAt} is at most recurring_commission_months calendar months after the
-- subscription's first conversion, counted in UTC with the edge included (the cookie window's
-- rule); 0 = no renewal earns, null = no limit.
SELECT coalesce(s.cookie_duration, 30) AS cookie_duration,
       b.affiliate_id AS sub_affiliate_id, b.status AS sub_status, b.deleted AS sub_deleted,
       b.referral_link_id AS sub_link_id, s.recurring_commission_rate AS recurring_rate,
       CASE
         WHEN s.recurring_commission_months IS NULL THEN true
         WHEN s.recurring_commission_months = 0 THEN false
         ELSE ${convertedAt}::timestamptz <=
              ((b.first_converted_at AT TIME ZONE 'UTC')
                + make_interval(months => s.recurring_commission_months)) AT TIME ZONE 'UTC'
       END AS in_window,
       c.coupon_id, c.affiliate_id AS coupon_affiliate_id, c.status AS coupon_status,
       c.deleted AS coupon_deleted
FROM (SELECT ${businessId}::bigint AS business_id) k
LEFT JOIN business_settings s ON s.business_id = k.business_id
LEFT JOIN LATERAL (
  SELECT b.affiliate_id, b.referral_link_id, b.first_converted_at, a.status, a.deleted_at IS NOT NULL AS deleted
  FROM subscription_bindings b
  JOIN affiliates a ON a.id = b.affiliate_id AND a.business_id = b.business_id
  WHERE b.business_id = k.business_id AND b.subscription_id = ${subscriptionId}
) b ON true
LEFT JOIN LATERAL (
  SELECT c.id AS coupon_id, a.id AS affiliate_id, a.status, a.deleted_at IS NOT NULL AS deleted
  FROM coupons c
  JOIN affiliates a ON a.id = c.affiliate_id AND a.business_id = c.business_id
  WHERE c.business_id = k.business_id AND lower(c.code) = lower(${couponCode}) AND c.deleted_at IS NULL
) c ON true
