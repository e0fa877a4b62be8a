SELECT count(*) FILTER (WHERE status = 'active') AS active,
       count(*) FILTER (WHERE status = 'pending') AS pending,
       count(*) FILTER (WHERE status = 'suspended') AS suspended,
       count(*) FILTER (WHERE status = 'terminated') AS terminated
FROM affiliates
WHERE business_id = ${businessId} AND deleted_at IS NULL
