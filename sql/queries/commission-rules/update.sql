-- conversion_count is the commission engine's (claim-rule.sql); a patch never writes it.
UPDATE commission_rules
SET label = ${label},
    commission_rate = ${commissionRate},
    priority = ${priority},
    valid_from = ${validFrom},
    valid_until = ${validUntil},
    max_conversions = ${maxConversions},
    is_active = ${isActive},
    updated_at = now()
WHERE business_id = ${businessId} AND referral_link_id = ${linkId} AND id = ${ruleId}
RETURNING id, label, commission_rate::text AS commission_rate, priority, valid_from, valid_until, max_conversions,
          conversion_count, is_active, created_at
