-- Shared by the commission engine and GET /v1/links/{id}/commission-rules, so the listed
-- order is the resolution order (priority desc, created_at asc, id asc).
SELECT id, label, commission_rate::text AS commission_rate, priority, valid_from, valid_until, max_conversions,
       conversion_count, is_active, created_at
FROM commission_rules
WHERE business_id = ${businessId} AND referral_link_id = ${linkId}
ORDER BY priority DESC, created_at, id
