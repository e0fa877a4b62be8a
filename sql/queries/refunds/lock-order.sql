-- The order to refund, locked for the transaction: refunds of one order, and an approval
-- racing one, take turns, and each sees what the one before it committed.
SELECT id, order_id, affiliate_id, status, order_total, refunded_amount, commission_amount, commission_reversed
FROM conversions
WHERE business_id = ${businessId} AND order_id = ${orderId}
FOR UPDATE
