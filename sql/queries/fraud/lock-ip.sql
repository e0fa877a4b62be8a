-- Serialises the recording of one affiliate's conversions from one IP until the transaction
-- ends, so two at once cannot both count the other out of repeat_customer_ip.
SELECT pg_advisory_xact_lock(hashtextextended(${key}, 35))
