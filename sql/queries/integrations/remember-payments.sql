-- The payment refs of a recorded order (a Stripe invoice's payment intent and charge).
INSERT INTO billing_payments (integration_id, business_id, payment_ref, order_id)
SELECT ${integrationId}, ${businessId}, ref, ${orderId} FROM unnest(${refs}::text[]) AS ref
ON CONFLICT (integration_id, payment_ref) DO NOTHING
