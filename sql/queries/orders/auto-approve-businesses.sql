-- Businesses whose settings turn auto-approval on; an inactive business is left alone. The
-- one query that spans tenants: it only picks which business each batch then works in.
SELECT s.business_id, s.auto_approve_delay_days AS delay_days,
       s.auto_approve_min_amount AS min_amount, s.auto_approve_max_amount AS max_amount
FROM business_settings s
JOIN businesses b ON b.id = s.business_id
WHERE s.auto_approve_enabled AND b.is_active
ORDER BY s.business_id
