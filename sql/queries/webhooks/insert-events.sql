-- Events of one change, written in its transaction: a JSON array of {type, data}. One
-- statement however many events (a bulk approval's thousand is one insert).
INSERT INTO webhook_events (public_id, business_id, type, data, endpoint_id)
SELECT 'evt_' || replace(gen_random_uuid()::text, '-', ''), ${businessId}, e ->> 'type', e -> 'data', ${endpointId}
FROM jsonb_array_elements(${events}::jsonb) AS e
