-- The business currency, read with a share lock held to the end of the caller's transaction:
-- a currency change (settings, FOR UPDATE) waits for money being recorded in the current
-- currency, then sees it and is refused. KEY SHARE: recordings do not wait for each other.
SELECT currency FROM business_settings WHERE business_id = ${businessId} FOR KEY SHARE
