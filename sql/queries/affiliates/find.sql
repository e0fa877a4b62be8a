-- One live affiliate of the business, with its live referral links counted.
SELECT a.id, a.referral_code, a.status, a.commission_rate, a.notes, a.approved_at, a.suspended_at,
       a.terminated_at, a.created_at, a.risk_reasons, u.id AS user_id, a.name AS user_name, u.email AS user_email,
       a.phone AS user_phone,
       (SELECT count(*) FROM referral_links l
        WHERE l.business_id = a.business_id AND l.affiliate_id = a.id AND l.deleted_at IS NULL) AS referral_links_count
FROM affiliates a
JOIN users u ON u.id = a.user_id
WHERE a.business_id = ${businessId} AND a.id = ${id} AND a.deleted_at IS NULL
