-- The list's total when it has filters other than status; they touch conversions only.
-- ${where:raw} is filter.sql, composed in at load.
SELECT count(*)::int AS total FROM conversions c WHERE ${where:raw}
