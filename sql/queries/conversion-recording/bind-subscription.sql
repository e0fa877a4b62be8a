-- The first attributed conversion of a subscription binds it. A racing first conversion that
-- committed before inserts nothing here (the caller re-reads the binding and is a renewal).
INSERT INTO subscription_bindings (business_id, subscription_id, affiliate_id, referral_link_id,
                                   first_conversion_id, first_converted_at)
VALUES (${businessId}, ${subscriptionId}, ${affiliateId}, ${linkId}, ${conversionId}, ${convertedAt})
ON CONFLICT (business_id, subscription_id) DO NOTHING
RETURNING subscription_id
