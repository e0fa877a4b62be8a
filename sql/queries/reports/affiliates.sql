-- Names and referral codes of the business's affiliates among the given ids.
SELECT a.id, u.name, a.referral_code
FROM affiliates a
JOIN users u ON u.id = a.user_id
WHERE a.business_id = ${businessId} AND a.id IN (${ids:csv})
