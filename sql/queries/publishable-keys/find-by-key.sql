-- What POST /v1/collect needs of a key: its business, whether it is active, its cookie window.
SELECT k.business_id, b.is_active, s.cookie_duration
FROM publishable_keys k
JOIN businesses b ON b.id = k.business_id
JOIN business_settings s ON s.business_id = k.business_id
WHERE k.key = ${key}
