-- At most one integration per provider and business: a second insert returns no row.
INSERT INTO billing_integrations (business_id, provider, secret)
VALUES (${businessId}, ${provider}, ${secret})
ON CONFLICT (business_id, provider) DO NOTHING
RETURNING id, business_id, provider, created_at, NULL::timestamptz AS last_event_at
