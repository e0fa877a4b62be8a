-- The list's total; its filters touch conversions only, so no join.
SELECT count(*)::int AS total FROM conversions c WHERE ${where:raw}
