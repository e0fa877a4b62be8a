SELECT id, status, affiliate_id, amount FROM payouts WHERE business_id = ${businessId} AND id = ${id} FOR UPDATE
