-- What the fraud rules read for one conversion being recorded (api/features/fraud/
-- conversion-checks.ts), in one statement inside the recording transaction: the business's
-- rules, the affiliate's own e-mail, how many of the affiliate's earlier conversions in the
-- 24 hours up to this one came from its IP (rule-rejected ones left out; capped, since only
-- "over the limit" matters), and whether the affiliate signed in to the portal from that IP
-- in the 30 days before it. Without an affiliate or an IP the IP parts are null.
SELECT s.fraud_rules, coalesce(s.fraud_ip_conversion_limit, 3) AS fraud_ip_conversion_limit,
       s.fraud_review_amount,
       (SELECT u.email FROM affiliates a JOIN users u ON u.id = a.user_id
        WHERE a.business_id = ${businessId} AND a.id = ${affiliateId}::bigint) AS affiliate_email,
       CASE WHEN ${affiliateId}::bigint IS NOT NULL AND ${ip}::text IS NOT NULL THEN
         (SELECT count(*)::int FROM (
            SELECT 1 FROM conversions c
            WHERE c.business_id = ${businessId} AND c.affiliate_id = ${affiliateId}::bigint
              AND c.ip_address = ${ip}::text AND c.id <> ${id}
              AND c.converted_at > ${convertedAt}::timestamptz - interval '24 hours'
              AND (c.converted_at < ${convertedAt}::timestamptz
                   OR (c.converted_at = ${convertedAt}::timestamptz AND c.id < ${id}))
              AND c.fraud_rejected_rule IS NULL
            LIMIT 1001) earlier)
       END AS earlier_from_ip,
       CASE WHEN ${affiliateId}::bigint IS NOT NULL AND ${ip}::text IS NOT NULL THEN
         EXISTS (SELECT 1 FROM portal_sign_ins p
                 WHERE p.business_id = ${businessId} AND p.affiliate_id = ${affiliateId}::bigint
                   AND p.ip = ${ip}::inet
                   AND p.signed_in_at >= ${convertedAt}::timestamptz - interval '30 days'
                   AND p.signed_in_at <= ${convertedAt}::timestamptz)
       END AS signed_in_from_ip
FROM (SELECT 1) one
LEFT JOIN business_settings s ON s.business_id = ${businessId}
