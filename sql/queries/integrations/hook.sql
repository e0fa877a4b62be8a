-- The hook's one read: the integration an endpoint URL names, with its sealed secret.
SELECT i.id, i.business_id, i.provider, i.secret
FROM billing_integrations i
WHERE i.id = ${id} AND i.provider = ${provider}
