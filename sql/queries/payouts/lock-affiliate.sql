-- The affiliate row, locked for the rest of the transaction: payouts of one affiliate are
-- created one at a time, so two concurrent requests cannot both spend the same balance.
SELECT a.id
FROM affiliates a
WHERE a.business_id = ${businessId} AND a.id = ${affiliateId} AND a.deleted_at IS NULL
FOR UPDATE
