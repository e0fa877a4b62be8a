SELECT count(*)::int AS total
FROM webhook_deliveries d
WHERE d.business_id = ${businessId} AND d.endpoint_id = ${endpointId}
  AND (${status}::text IS NULL OR d.status = ${status})
