-- What a refund event says the provider has refunded for an order: its refunds (each once)
-- and its cumulative total for the payment, which only grows. Returns the most the provider
-- has refunded for the order by all its events so far.
WITH seen AS (
  INSERT INTO billing_refunds (integration_id, business_id, refund_id, order_id, amount)
  SELECT ${integrationId}, ${businessId}, r.refund_id, ${orderId}, r.amount
  FROM unnest(${refundIds}::text[], ${amounts}::numeric[]) AS r (refund_id, amount)
  ON CONFLICT (integration_id, refund_id) DO NOTHING
  RETURNING amount
), total AS (
  INSERT INTO billing_payments (integration_id, business_id, payment_ref, order_id, refunded_total)
  SELECT ${integrationId}, ${businessId}, ${paymentRef}, ${orderId}, ${cumulative}::numeric
  WHERE ${cumulative}::numeric IS NOT NULL
  ON CONFLICT (integration_id, payment_ref)
    DO UPDATE SET refunded_total = greatest(billing_payments.refunded_total, excluded.refunded_total)
  RETURNING refunded_total
)
SELECT greatest(
  coalesce((SELECT max(refunded_total) FROM total), 0),
  coalesce((SELECT max(refunded_total) FROM billing_payments
            WHERE integration_id = ${integrationId} AND order_id = ${orderId}), 0),
  coalesce((SELECT sum(amount) FROM billing_refunds
            WHERE integration_id = ${integrationId} AND order_id = ${orderId}), 0)
    + coalesce((SELECT sum(amount) FROM seen), 0)
)::numeric(18,2)::text AS refunded
