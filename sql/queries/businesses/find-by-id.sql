SELECT b.id, b.owner_user_id, b.name, b.slug, b.website, b.custom_domain, b.is_active, b.created_at,
       s.logo_url, s.commission_rate
FROM businesses b
JOIN business_settings s ON s.business_id = b.id
WHERE b.id = ${id}
