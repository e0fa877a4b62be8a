-- The business's affiliates (soft-deleted ones too: their orders stay listed) whose name
-- matches the search pattern.
SELECT a.id
FROM affiliates a
JOIN users u ON u.id = a.user_id
WHERE a.business_id = ${businessId} AND u.name ILIKE ${pattern}
