-- The WHERE clause every orders list, count and export shares; formatted on its own and
-- inlined as ${where:raw}. Absent filters are null and fold away when the planner sees
-- the constants. ${affiliateIds} are the affiliates whose name matched the search, looked
-- up beforehand so that the OR below can use an index on each side.
c.business_id = ${businessId}
AND (${status}::text IS NULL OR c.status = ${status})
AND (${affiliateId}::bigint IS NULL OR c.affiliate_id = ${affiliateId})
AND (${from}::date IS NULL OR c.converted_at >= (${from}::date::timestamp AT TIME ZONE 'UTC'))
AND (${to}::date IS NULL OR c.converted_at < ((${to}::date + 1)::timestamp AT TIME ZONE 'UTC'))
AND (${pattern}::text IS NULL OR c.order_id ILIKE ${pattern} OR c.affiliate_id = ANY (${affiliateIds}::bigint[]))
