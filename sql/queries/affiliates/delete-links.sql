-- A deleted affiliate's links leave with it, as a deleted link does: the rows stay for click and
-- conversion history, and their slugs are never reused. A statement of its own, after
-- soft-delete.sql: that one waits for link creations holding the affiliate FOR SHARE, and only
-- a statement started after it sees the links they committed.
UPDATE referral_links
SET deleted_at = ${now}, updated_at = ${now}
WHERE business_id = ${businessId} AND affiliate_id = ${id} AND deleted_at IS NULL
