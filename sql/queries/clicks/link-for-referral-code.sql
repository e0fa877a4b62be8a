-- POST /v1/clicks by referral_code: the affiliate (not deleted) and its most recent active
-- link, or no link when it has none (the click is then recorded without one).
SELECT a.id AS affiliate_id, a.business_id, l.id AS link_id, l.destination_url, l.campaign
FROM affiliates a
LEFT JOIN LATERAL (
  SELECT id, destination_url, campaign FROM referral_links
  WHERE business_id = a.business_id AND affiliate_id = a.id AND deleted_at IS NULL AND is_active
  ORDER BY created_at DESC, id DESC
  LIMIT 1
) l ON true
WHERE a.business_id = ${businessId} AND lower(a.referral_code) = lower(${code}) AND a.deleted_at IS NULL
