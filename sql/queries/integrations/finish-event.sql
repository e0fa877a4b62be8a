-- The worker's outcome, written once: an event already finished keeps its first outcome.
UPDATE billing_events
SET outcome = ${outcome}, order_id = ${orderId}, error = ${error}, waiting_for = NULL, processed_at = now()
WHERE id = ${id} AND outcome IS NULL
RETURNING id
