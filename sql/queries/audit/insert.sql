INSERT INTO audit_log (business_id, kind, entity_type, entity_id, actor, data)
VALUES (${businessId}, ${kind}, ${entityType}, ${entityId}, ${actor}, ${data}::jsonb)
RETURNING id, created_at
