SELECT id, business_id, type, format, params, status, progress, rows, file_name, file_path, error,
       created_at, started_at, finished_at
FROM exports
WHERE business_id = ${businessId} AND id = ${id}
