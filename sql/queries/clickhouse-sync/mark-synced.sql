-- Records the versions a sync job inserted into ClickHouse; never moves a row's mark back.
UPDATE ${table:name} t SET synced_version = v.version
FROM unnest(${ids}::bigint[], ${versions}::integer[]) AS v(id, version)
WHERE t.business_id = ${businessId} AND t.id = v.id AND t.synced_version < v.version
