-- A payout entry (− its amount) for each of the given payouts, in payout id order.
SELECT p.id AS ord, p.affiliate_id, 'payout' AS type, -p.amount AS amount,
       NULL::bigint AS conversion_id, p.id AS payout_id
FROM payouts p
WHERE p.business_id = ${businessId} AND p.id = ANY (${payoutIds}::bigint[])
