-- Records a refund of the locked order: the refund row, the order's refunded and reversed
-- amounts (a pending order refunded in full becomes cancelled), a raised version for
-- ClickHouse, and an audit entry, in one statement.
WITH refund AS (
  INSERT INTO refunds (business_id, conversion_id, refund_id, amount, commission_reversed, reason)
  VALUES (${businessId}, ${conversionId}, ${refundId}, ${amount}, ${reversal}, ${reason})
), changed AS (
  UPDATE conversions c
  SET refunded_amount = c.refunded_amount + ${amount}::numeric,
      commission_reversed = c.commission_reversed + ${reversal}::numeric,
      status = CASE WHEN c.status = 'pending' AND c.refunded_amount + ${amount}::numeric = c.order_total
                    THEN 'cancelled' ELSE c.status END,
      version = c.version + 1,
      updated_at = now()
  WHERE c.business_id = ${businessId} AND c.id = ${conversionId}
  RETURNING c.id, c.order_id, c.status, c.commission_amount, c.updated_at, c.version
), audit AS (
  INSERT INTO audit_log (business_id, kind, entity_type, entity_id, actor, data)
  SELECT ${businessId}, 'refunded', 'conversion', ch.id, 'api',
         jsonb_build_object('order_id', ch.order_id, 'refund_id', ${refundId}::text,
                            'amount', ${amount}::text, 'commission_reversed', ${reversal}::text,
                            'reason', ${reason}::text, 'status', ch.status)
  FROM changed ch
)
SELECT id, order_id, status, commission_amount, updated_at, version FROM changed
