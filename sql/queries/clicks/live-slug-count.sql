-- How many links are not deleted: the redirect's slug filter is sized from it.
SELECT count(*)::int AS n FROM referral_links WHERE deleted_at IS NULL
