-- The affiliate's own name and phone for this business; an absent field keeps its value.
UPDATE affiliates
SET name = CASE WHEN ${setName} THEN ${name} ELSE name END,
    phone = CASE WHEN ${setPhone} THEN ${phone} ELSE phone END,
    updated_at = ${now}
WHERE business_id = ${businessId} AND id = ${affiliateId} AND deleted_at IS NULL
RETURNING id
