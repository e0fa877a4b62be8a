-- A manual retry: a new attempt now, whatever the delivery's status.
UPDATE webhook_deliveries d
SET status = 'pending', next_attempt_at = now(), claimed_until = NULL, updated_at = now()
WHERE d.id = ${deliveryId} AND d.endpoint_id = ${endpointId} AND d.business_id = ${businessId}
RETURNING d.id
