SELECT id, owner_user_id, name, slug, website, custom_domain, is_active, created_at
FROM businesses WHERE owner_user_id = ${ownerUserId} AND lower(name) = lower(${name})
