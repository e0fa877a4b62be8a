-- Tables come with the features that load them (see docs/clickhouse.md). This first
-- migration records the schema's origin for analysts.
CREATE TABLE IF NOT EXISTS schema_info (key String, value String) ENGINE = ReplacingMergeTree ORDER BY key;
INSERT INTO schema_info (key, value) VALUES ('tenant_key', 'business_id leads every ORDER BY');
