-- A commission entry (the order's net) for each of the given conversions that is approved,
-- has an affiliate and a non-zero net, in conversion id order.
SELECT c.id AS ord, c.affiliate_id, 'commission' AS type, c.net_commission_amount AS amount,
       c.id AS conversion_id, NULL::bigint AS payout_id
FROM conversions c
WHERE c.business_id = ${businessId} AND c.id = ANY (${conversionIds}::bigint[]) AND c.status = 'approved'
  AND c.affiliate_id IS NOT NULL AND c.net_commission_amount <> 0
