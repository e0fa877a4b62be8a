UPDATE businesses
SET is_active = ${active},
    deactivated_at = CASE WHEN ${active} THEN NULL ELSE now() END,
    updated_at = now()
WHERE id = ${id}
RETURNING id, is_active
