-- Per fraud rule, the range's conversions it flagged (none rejecting them) and those it rejected.
SELECT rule, countIf(fraud_rejected_rule = '') AS flagged, countIf(fraud_rejected_rule = rule) AS rejected
FROM conversions FINAL
ARRAY JOIN risk_reasons AS rule
WHERE business_id = {b:UInt64} AND converted_at >= {start:DateTime64(6, 'UTC')} AND converted_at < {end:DateTime64(6, 'UTC')}
GROUP BY rule
