-- The business, and whether this call changed its state (false: it had it already, and the
-- row is left as it was).
WITH prev AS (SELECT id, is_active FROM businesses WHERE id = ${id} FOR UPDATE),
changed AS (
  UPDATE businesses b
  SET is_active = ${active},
      deactivated_at = CASE WHEN ${active} THEN NULL ELSE now() END,
      updated_at = now()
  FROM prev
  WHERE b.id = prev.id AND prev.is_active <> ${active}
  RETURNING b.id
)
SELECT prev.id, EXISTS (SELECT 1 FROM changed) AS changed FROM prev
