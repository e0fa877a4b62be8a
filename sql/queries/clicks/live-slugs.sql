-- One page of the slugs of links not deleted, by id (keyset), lowercased as the redirect
-- looks them up, joined into one text: a million slugs come as ten rows, not a million.
SELECT max(id)::bigint AS last, coalesce(string_agg(lower(slug), ' '), '') AS slugs, count(*)::int AS n
FROM (
  SELECT id, slug FROM referral_links
  WHERE id > ${afterId} AND deleted_at IS NULL
  ORDER BY id
  LIMIT ${limit}
) page
