SELECT EXISTS (SELECT 1 FROM businesses WHERE owner_user_id = ${ownerUserId} AND lower(name) = lower(${name})) AS exists
