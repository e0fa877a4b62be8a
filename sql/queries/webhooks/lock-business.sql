-- Serialises endpoint creation per business, so two concurrent creates cannot pass the cap.
SELECT pg_advisory_xact_lock(hashtextextended('webhook_endpoints', ${businessId}))
