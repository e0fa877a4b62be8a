-- A conversion that lost the race to bind its subscription is credited through the binding
-- instead, in the transaction that inserted it (no other session has seen it yet).
UPDATE conversions
SET affiliate_id = ${affiliateId}, referral_link_id = ${linkId}, attribution = ${attribution},
    click_id = NULL, click_landing_page = NULL, click_referrer = NULL, click_created_at = NULL,
    coupon_id = NULL
WHERE business_id = ${businessId} AND id = ${id}
