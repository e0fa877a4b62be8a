-- Taken slugs that a new slug "base" or "base-N" would collide with.
SELECT slug FROM businesses WHERE slug = ${base} OR slug ~ ('^' || ${base} || '-[0-9]+$')
