-- An affiliate of this business, deleted or not (its click history is kept).
SELECT EXISTS (SELECT 1 FROM affiliates WHERE business_id = ${businessId} AND id = ${id}) AS exists
