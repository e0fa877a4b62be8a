-- The list's total: ${where:raw} is filter.sql, as in list.sql.
SELECT count(*) AS total
FROM affiliates a
JOIN users u ON u.id = a.user_id
WHERE ${where:raw}
