-- Exports requested before the cutoff are removed; their files are deleted by the caller.
DELETE FROM exports WHERE created_at < ${before} RETURNING id, file_path
