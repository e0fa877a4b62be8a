-- Names and referral codes of the business's affiliates among the given ids.
SELECT a.id, a.name, a.referral_code
FROM affiliates a
WHERE a.business_id = ${businessId} AND a.id IN (${ids:csv})
