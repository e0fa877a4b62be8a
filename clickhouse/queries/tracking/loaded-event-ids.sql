-- Which of these staged events ClickHouse holds already (a flush retried after its insert
-- landed), over every part of the businesses. Not aliased `id`: WHERE would then compare the
-- text, not the column.
SELECT DISTINCT toString(id) AS loaded FROM events
WHERE business_id IN {businesses:Array(UInt64)} AND id IN {ids:Array(UUID)}
