UPDATE affiliates
SET commission_rate = ${commissionRate}::numeric, updated_at = ${now}
WHERE business_id = ${businessId} AND id = ${id} AND deleted_at IS NULL
RETURNING id
