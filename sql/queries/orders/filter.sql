-- The WHERE clause every orders list, count, stats and export shares; formatted on its own
-- and inlined as ${where:raw}. Absent filters are null and fold away when the planner sees
-- the constants. ${search} is one of the search-*.sql clauses, or true.
c.business_id = ${businessId}
AND (${status}::text IS NULL OR c.status = ${status})
AND (${affiliateId}::bigint IS NULL OR c.affiliate_id = ${affiliateId})
AND (${from}::date IS NULL OR c.converted_at >= (${from}::date::timestamp AT TIME ZONE 'UTC'))
AND (${to}::date IS NULL OR c.converted_at < ((${to}::date + 1)::timestamp AT TIME ZONE 'UTC'))
AND ${search:raw}
