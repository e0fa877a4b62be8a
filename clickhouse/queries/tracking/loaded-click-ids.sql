-- Which of these staged clicks ClickHouse holds already (a flush retried after its insert
-- landed), read only over the rows' own time span (ms since the epoch). Not aliased `id`:
-- WHERE would then compare the text, not the column.
SELECT DISTINCT toString(id) AS loaded FROM clicks
WHERE business_id IN {businesses:Array(UInt64)} AND id IN {ids:Array(UInt64)}
  AND created_at BETWEEN fromUnixTimestamp64Milli({from:Int64}, 'UTC') AND fromUnixTimestamp64Milli({to:Int64}, 'UTC')
