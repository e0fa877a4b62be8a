-- Registrations whose names give one slug base take turns until their transactions end, so
-- each reads the slugs the others committed and takes the next suffix: under READ COMMITTED,
-- the unique index alone made N racing registrations retry up to N - 1 times each.
SELECT pg_advisory_xact_lock(hashtextextended('business-slug:' || ${base}, 0))
