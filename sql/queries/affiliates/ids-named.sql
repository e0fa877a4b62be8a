-- The business's affiliates (soft-deleted ones too: their orders stay listed) whose name
-- matches the search pattern.
SELECT a.id
FROM affiliates a
WHERE a.business_id = ${businessId} AND a.name ILIKE ${pattern}
