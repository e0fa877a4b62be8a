-- The list's total when it has filters other than status; they touch conversions only.
SELECT count(*)::int AS total FROM conversions c WHERE ${where:raw}
