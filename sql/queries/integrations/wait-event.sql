-- A refund whose order has not arrived: the refs it waits for, so the order's recording wakes it.
UPDATE billing_events SET waiting_for = ${refs}::text[]
WHERE id = ${id} AND outcome IS NULL
