-- One round trip for a page and the total: the lateral page is empty past the last page,
-- yet the count row is still there. ${orderBy:raw} comes from a whitelist in the repository.
WITH f AS (
  SELECT l.id, l.affiliate_id, l.slug, l.destination_url, l.campaign, l.is_active, l.click_count, l.metadata,
         l.created_at, b.slug AS business_slug
  FROM referral_links l
  JOIN businesses b ON b.id = l.business_id
  JOIN affiliates a ON a.id = l.affiliate_id AND a.business_id = l.business_id
  JOIN users u ON u.id = a.user_id
  WHERE l.business_id = ${businessId}
    AND l.deleted_at IS NULL
    AND (${affiliateId} IS NULL OR l.affiliate_id = ${affiliateId})
    AND (${isActive} IS NULL OR l.is_active = ${isActive})
    AND (${pattern} IS NULL
         OR l.slug ILIKE ${pattern} OR l.destination_url ILIKE ${pattern} OR l.campaign ILIKE ${pattern}
         OR a.name ILIKE ${pattern} OR u.email ILIKE ${pattern})
)
SELECT p.*, t.total
FROM (SELECT count(*)::int AS total FROM f) t
LEFT JOIN LATERAL (
  SELECT * FROM f ORDER BY ${orderBy:raw} LIMIT ${limit} OFFSET ${offset}
) p ON true
ORDER BY ${orderBy:raw}
