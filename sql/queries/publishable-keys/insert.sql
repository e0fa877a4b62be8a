-- A racing first request for the same business loses quietly; the caller reads the winner.
INSERT INTO publishable_keys (business_id, key)
VALUES (${businessId}, ${key})
ON CONFLICT (business_id) DO NOTHING
RETURNING key
