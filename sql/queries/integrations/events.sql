SELECT id, provider_event_id, type, received_at, outcome, order_id, error
FROM billing_events
WHERE business_id = ${businessId} AND integration_id = ${integrationId}
ORDER BY received_at DESC, id DESC
LIMIT ${limit} OFFSET ${offset}
