-- Names and referral codes of the business's affiliates among ${ids}, deleted ones included:
-- what the reports and analytics show beside the ids ClickHouse returns.
SELECT a.id, a.name, a.referral_code, a.deleted_at IS NOT NULL AS deleted
FROM affiliates a
WHERE a.business_id = ${businessId} AND a.id IN (${ids:csv})
