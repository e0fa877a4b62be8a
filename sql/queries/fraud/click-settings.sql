-- What the click loader classifies clicks by, for the businesses of one step.
SELECT business_id, coalesce(fraud_rules->>'datacenter_click', '') AS datacenter_click,
       click_dedupe_minutes
FROM business_settings
WHERE business_id = ANY (${businessIds}::bigint[])
