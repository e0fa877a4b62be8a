-- Inserts the per-business record, with the name and phone this business gave, and returns
-- it in the Affiliate object's shape.
WITH a AS (
  INSERT INTO affiliates (business_id, user_id, name, phone, referral_code, status, commission_rate, notes, approved_at, created_at, updated_at, risk_reasons)
  VALUES (${businessId}, ${userId}, ${name}, ${phone}, ${referralCode}, ${status}, ${commissionRate}, ${notes}, ${approvedAt}, ${now}, ${now}, ${riskReasons}::text[])
  RETURNING *
)
SELECT a.id, a.referral_code, a.status, a.commission_rate, a.notes, a.approved_at, a.suspended_at,
       a.terminated_at, a.created_at, a.risk_reasons, u.id AS user_id, a.name AS user_name, u.email AS user_email,
       a.phone AS user_phone
FROM a
JOIN users u ON u.id = a.user_id
