DELETE FROM business_tiers WHERE business_id = ${businessId} AND id = ${id} RETURNING id
