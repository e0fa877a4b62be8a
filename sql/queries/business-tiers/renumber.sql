-- sort_order is the tier's position by min_amount (1, 2, …), kept after every change.
UPDATE business_tiers t
SET sort_order = o.position
FROM (SELECT id, row_number() OVER (ORDER BY min_amount, id)::int AS position
      FROM business_tiers WHERE business_id = ${businessId}) o
WHERE t.business_id = ${businessId} AND t.id = o.id AND t.sort_order <> o.position
