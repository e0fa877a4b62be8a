-- The first body wins: a repeat of (business_id, order_id) inserts nothing and returns no row.
-- Commission columns stay at their defaults until applyCommission, in the same transaction.
INSERT INTO conversions (
  business_id, order_id, affiliate_id, referral_link_id, click_id, click_landing_page, click_referrer,
  click_created_at, visitor_id, customer_name, customer_email, subtotal, discount_applied, tax,
  order_total, currency, line_items, ip_address, metadata, converted_at, attribution, subscription_id,
  coupon_id, exchange_rate, commission_currency, converted_order_total)
VALUES (
  ${businessId}, ${orderId}, ${affiliateId}, ${linkId}, ${clickId}, ${clickLandingPage}, ${clickReferrer},
  ${clickCreatedAt}, ${visitorId}, ${customerName}, ${customerEmail}, ${subtotal}, ${discount}, ${tax},
  ${orderTotal}, ${currency}, ${lineItems}::jsonb, ${ipAddress}, ${metadata}::jsonb, ${convertedAt}, ${attribution},
  ${subscriptionId}, ${couponId}, ${exchangeRate}::numeric, ${commissionCurrency}, ${convertedOrderTotal})
ON CONFLICT (business_id, order_id) DO NOTHING
RETURNING id, version
