-- A taken slug (any business, any case, deleted links included) inserts nothing and
-- returns no row, so the caller decides between 422 and another generated slug without
-- aborting its transaction.
INSERT INTO referral_links (business_id, affiliate_id, slug, destination_url, campaign, is_active, metadata)
VALUES (${businessId}, ${affiliateId}, ${slug}, ${destinationUrl}, ${campaign}, ${isActive}, ${metadata}::jsonb)
ON CONFLICT ((lower(slug))) DO NOTHING
RETURNING id
