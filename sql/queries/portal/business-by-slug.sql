SELECT b.id, coalesce(s.portal_origins, '{}') AS portal_origins
FROM businesses b LEFT JOIN business_settings s ON s.business_id = b.id
WHERE b.slug = ${slug}
