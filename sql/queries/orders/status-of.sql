-- The current status of one conversion, by internal id or by external order id.
SELECT id, order_id, status
FROM conversions
WHERE business_id = ${businessId}
  AND (${id}::bigint IS NULL OR id = ${id})
  AND (${orderId}::text IS NULL OR order_id = ${orderId})
