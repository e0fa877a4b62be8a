-- A link that may take clicks: active, not deleted, its business active, its affiliate not
-- deleted (a pending, suspended or terminated affiliate's link still redirects; commission
-- resolution gives such an affiliate 0.00). Slugs are unique across businesses, so the public
-- redirect looks one up with ${businessId} null; the API passes its own business.
SELECT l.id, l.business_id, l.affiliate_id, l.slug, l.destination_url, l.campaign,
       coalesce(s.cookie_duration, 30) AS cookie_duration
FROM referral_links l
JOIN businesses b ON b.id = l.business_id
JOIN affiliates a ON a.id = l.affiliate_id AND a.business_id = l.business_id
LEFT JOIN business_settings s ON s.business_id = l.business_id
WHERE lower(l.slug) = lower(${slug})
  AND (${businessId}::bigint IS NULL OR l.business_id = ${businessId})
  AND l.deleted_at IS NULL AND l.is_active AND b.is_active AND a.deleted_at IS NULL
