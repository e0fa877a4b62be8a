-- Conversions by internal ids (one for GET /v1/orders/{id}, several for the webhook events of a
-- bulk change) or by external order id: one of ${ids} and ${orderId} is given, the other is
-- null and folds away.
SELECT *
FROM conversions
WHERE business_id = ${businessId}
  AND (${ids} IS NULL OR id = ANY(${ids}::bigint[]))
  AND (${orderId} IS NULL OR order_id = ${orderId})
