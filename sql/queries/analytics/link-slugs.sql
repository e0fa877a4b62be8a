-- Slugs of the business's links among ${ids} (soft-deleted links keep their history).
SELECT id, slug
FROM referral_links
WHERE business_id = ${businessId} AND id IN (${ids:csv})
