SELECT id, business_id, kind, entity_type, entity_id, actor, data, created_at
FROM audit_log
WHERE business_id = ${businessId}
  AND (${kind}::text IS NULL OR kind = ${kind})
  AND (${entityType}::text IS NULL OR entity_type = ${entityType})
  AND (${entityId}::bigint IS NULL OR entity_id = ${entityId})
ORDER BY id
