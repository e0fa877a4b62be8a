-- Rows whose current version ClickHouse may lack, unchanged since ${before} (their own sync
-- job has had its time), oldest change first.
SELECT business_id, id, version FROM ${table:name}
WHERE synced_version < version AND updated_at < ${before}
ORDER BY updated_at, id
LIMIT ${limit}
