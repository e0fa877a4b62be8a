SELECT method, details_masked, updated_at
FROM affiliate_payout_methods
WHERE business_id = ${businessId} AND affiliate_id = ${affiliateId}
