-- The rule only under this link, and only while the link is live: a rule id of another link
-- of the same business is not found.
SELECT r.id, r.label, r.commission_rate::text AS commission_rate, r.priority, r.valid_from, r.valid_until,
       r.max_conversions, r.conversion_count, r.is_active, r.created_at
FROM commission_rules r
JOIN referral_links l ON l.id = r.referral_link_id AND l.business_id = r.business_id AND l.deleted_at IS NULL
WHERE r.business_id = ${businessId} AND r.referral_link_id = ${linkId} AND r.id = ${ruleId}
FOR UPDATE OF r
