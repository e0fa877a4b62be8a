-- `changed` is false when the business already had this state (nothing is touched then).
WITH prev AS (SELECT id, is_active FROM businesses WHERE id = ${id} FOR UPDATE)
UPDATE businesses b
SET is_active = ${active},
    deactivated_at = CASE WHEN prev.is_active = ${active} THEN b.deactivated_at
                          WHEN ${active} THEN NULL ELSE now() END,
    updated_at = CASE WHEN prev.is_active = ${active} THEN b.updated_at ELSE now() END
FROM prev
WHERE b.id = prev.id
RETURNING b.id, prev.is_active <> ${active} AS changed
