UPDATE business_tiers
SET min_amount = ${min}, max_amount = ${max}, rate = ${rate}, updated_at = now()
WHERE business_id = ${businessId} AND id = ${id}
RETURNING id
