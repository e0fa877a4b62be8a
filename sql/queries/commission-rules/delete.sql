-- Permanent. Conversions that used the rule keep their commission: their commission_rule_id
-- becomes NULL (ON DELETE SET NULL).
DELETE FROM commission_rules r
USING referral_links l
WHERE r.business_id = ${businessId} AND r.referral_link_id = ${linkId} AND r.id = ${ruleId}
  AND l.id = r.referral_link_id AND l.business_id = r.business_id AND l.deleted_at IS NULL
RETURNING r.id
