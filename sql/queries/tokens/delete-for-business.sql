DELETE FROM access_tokens WHERE business_id = ${businessId}
