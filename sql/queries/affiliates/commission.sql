SELECT a.commission_rate AS affiliate_rate, s.commission_rate AS business_rate
FROM affiliates a
JOIN business_settings s ON s.business_id = a.business_id
WHERE a.business_id = ${businessId} AND a.id = ${id} AND a.deleted_at IS NULL
