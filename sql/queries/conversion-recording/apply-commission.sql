-- With the fraud rules' verdict (api/features/fraud/conversion-checks.ts). Part of the transaction that inserted the row: no other session has seen it yet, so the
-- version stays 1. Composed into orders/detail-view.sql: the row comes back as its detail
-- shows it, for the conversion.created event.
UPDATE conversions
SET commission_rate = ${rate}, commission_amount = ${amount}, commission_source = ${source},
    commission_rule_id = ${ruleId}, commission_tier_id = ${tierId},
    risk_reasons = ${riskReasons}::text[], fraud_rejected_rule = ${rejectedBy}
WHERE business_id = ${businessId} AND id = ${id}
RETURNING *
