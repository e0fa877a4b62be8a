-- Its deliveries, pending ones included, go with it (ON DELETE CASCADE).
DELETE FROM webhook_endpoints WHERE business_id = ${businessId} AND id = ${id} RETURNING id
