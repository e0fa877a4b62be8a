-- One live affiliate of the business, with its live referral links counted and its payout
-- method (masked) if it has one.
SELECT a.id, a.referral_code, a.status, a.commission_rate, a.notes, a.approved_at, a.suspended_at,
       a.terminated_at, a.created_at, a.risk_reasons, u.id AS user_id, a.name AS user_name, u.email AS user_email,
       a.phone AS user_phone,
       (SELECT count(*) FROM referral_links l
        WHERE l.business_id = a.business_id AND l.affiliate_id = a.id AND l.deleted_at IS NULL) AS referral_links_count,
       pm.method AS payout_method, pm.details_masked AS payout_details_masked,
       pm.updated_at AS payout_method_updated_at
FROM affiliates a
JOIN users u ON u.id = a.user_id
LEFT JOIN affiliate_payout_methods pm ON pm.business_id = a.business_id AND pm.affiliate_id = a.id
WHERE a.business_id = ${businessId} AND a.id = ${id} AND a.deleted_at IS NULL
