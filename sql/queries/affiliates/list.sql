-- Live affiliates of the business, filtered (${where:raw} is filter.sql, composed in at load)
-- and ordered. The ORDER BY text comes only from the repository's whitelist; every value is a
-- formatted parameter. A null limit is LIMIT ALL (the export streams the whole filtered set).
SELECT a.id, a.referral_code, a.status, a.commission_rate, a.notes, a.approved_at, a.suspended_at,
       a.terminated_at, a.created_at, a.risk_reasons, u.id AS user_id, a.name AS user_name, u.email AS user_email,
       a.phone AS user_phone
FROM affiliates a
JOIN users u ON u.id = a.user_id
WHERE ${where:raw}
ORDER BY ${orderBy:raw}
LIMIT ${limit} OFFSET ${offset}
