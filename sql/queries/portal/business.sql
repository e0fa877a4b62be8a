-- What the portal shows of the business. currency is the business's setting when there is
-- one (read through to_jsonb, so the query holds whether or not the column exists), else USD.
SELECT b.name, b.slug, s.logo_url, s.primary_color, coalesce(to_jsonb(s) ->> 'currency', 'USD') AS currency
FROM businesses b
LEFT JOIN business_settings s ON s.business_id = b.id
WHERE b.id = ${businessId}
