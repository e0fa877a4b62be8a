SELECT l.id, l.affiliate_id, l.slug, l.destination_url, l.campaign, l.is_active, l.click_count, l.metadata,
       l.created_at, b.slug AS business_slug
FROM referral_links l
JOIN businesses b ON b.id = l.business_id
WHERE l.business_id = ${businessId} AND l.id = ${id} AND l.deleted_at IS NULL
FOR UPDATE OF l
