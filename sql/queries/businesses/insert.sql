INSERT INTO businesses (owner_user_id, name, slug, website, phone, address)
VALUES (${ownerUserId}, ${name}, ${slug}, ${website}, ${phone}, ${address})
RETURNING id, owner_user_id, name, slug, website, custom_domain, is_active, created_at
