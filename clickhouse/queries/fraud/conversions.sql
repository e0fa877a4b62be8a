-- The fraud report's conversions of the range (by converted_at, latest versions): flagged, a
-- rule flagged it and none rejected it, whatever the merchant did later; rejected, a rule
-- rejected it. Commission is net of refunds, summed exactly and returned as text.
SELECT countIf(length(risk_reasons) > 0 AND fraud_rejected_rule = '') AS flagged_count,
       toString(sumIf(net_commission_amount, length(risk_reasons) > 0 AND fraud_rejected_rule = '')) AS flagged_commission,
       countIf(fraud_rejected_rule != '') AS rejected_count,
       toString(sumIf(net_commission_amount, fraud_rejected_rule != '')) AS rejected_commission
FROM conversions FINAL
WHERE business_id = {b:UInt64} AND converted_at >= {start:DateTime64(6, 'UTC')} AND converted_at < {end:DateTime64(6, 'UTC')}
  AND length(risk_reasons) > 0
