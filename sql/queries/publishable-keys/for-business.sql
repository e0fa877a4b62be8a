SELECT key FROM publishable_keys WHERE business_id = ${businessId}
