INSERT INTO exports (business_id, type, format, params, created_at, updated_at)
VALUES (${businessId}, ${type}, ${format}, ${params:json}, ${now}, ${now})
RETURNING id
