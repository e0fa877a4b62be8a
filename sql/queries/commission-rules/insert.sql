-- Inserts only under a live link of this business; no row back means 404.
INSERT INTO commission_rules (business_id, referral_link_id, label, commission_rate, priority, valid_from,
                              valid_until, max_conversions, is_active)
SELECT l.business_id, l.id, ${label}, ${commissionRate}, ${priority}, ${validFrom}, ${validUntil},
       ${maxConversions}, ${isActive}
FROM referral_links l
WHERE l.business_id = ${businessId} AND l.id = ${linkId} AND l.deleted_at IS NULL
RETURNING id, label, commission_rate::text AS commission_rate, priority, valid_from, valid_until, max_conversions,
          conversion_count, is_active, created_at
