-- One run of the business.
SELECT * FROM ${columns:raw} r WHERE r.id = ${id} AND r.business_id = ${businessId}
