SELECT id, affiliate_id FROM referral_links
WHERE business_id = ${businessId} AND id = ${linkId} AND deleted_at IS NULL
