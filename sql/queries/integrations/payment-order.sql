SELECT order_id FROM billing_payments
WHERE integration_id = ${integrationId} AND business_id = ${businessId} AND payment_ref = ${ref}
