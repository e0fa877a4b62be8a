UPDATE exports
SET status = 'done', progress = 100, rows = ${rows}, file_name = ${fileName}, file_path = ${filePath},
    finished_at = ${now}, updated_at = ${now}
WHERE business_id = ${businessId} AND id = ${id}
