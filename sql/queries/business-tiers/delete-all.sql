DELETE FROM business_tiers WHERE business_id = ${businessId}
