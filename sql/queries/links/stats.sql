SELECT count(*)::int AS total,
       (count(*) FILTER (WHERE is_active))::int AS active,
       (count(*) FILTER (WHERE NOT is_active))::int AS inactive,
       coalesce(sum(click_count), 0)::bigint AS total_clicks
FROM referral_links
WHERE business_id = ${businessId} AND deleted_at IS NULL
