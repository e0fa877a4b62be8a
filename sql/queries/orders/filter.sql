-- The WHERE clause every orders list, count, stats and export shares, put in place of their
-- ${where:raw} when the repository loads (sql/query-file.ts compose), so each statement is
-- formatted once with all of its values. Absent filters are null and fold away when the
-- planner sees the constants. ${search:raw} is one of the search-*.sql clauses, or TRUE.
c.business_id = ${businessId}
AND (${status}::text IS NULL OR c.status = ${status})
AND (${affiliateId}::bigint IS NULL OR c.affiliate_id = ${affiliateId})
AND (${from}::date IS NULL OR c.converted_at >= (${from}::date::timestamp AT TIME ZONE 'UTC'))
AND (${to}::date IS NULL OR c.converted_at < ((${to}::date + 1)::timestamp AT TIME ZONE 'UTC'))
AND (${flagged}::boolean IS NULL OR (cardinality(c.risk_reasons) > 0) = ${flagged}::boolean)
AND ${search:raw}
